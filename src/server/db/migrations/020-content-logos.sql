-- Lender logos uploaded in the content studio: kept here so every instance can serve them, and
-- written to the content root's public/logos (where the content check and the logo route look).
create table content_logo (
  name text primary key,
  content_type text not null,
  data bytea not null,
  uploaded_by uuid,
  uploaded_at timestamptz not null default now()
);
