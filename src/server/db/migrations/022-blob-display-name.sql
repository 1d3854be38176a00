-- What an uploaded file is shown by (the client's name, normalised); filename is the generated name it is
-- stored and downloaded under. Generated files (disclosures) show their filename.
alter table blob add column display_name text;
