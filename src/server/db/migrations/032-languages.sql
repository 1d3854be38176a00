-- The language a borrower chose (docs/languages.md): on the account, and on each application, whose
-- later pages, e-mails, letters and documents speak it. Null is English.
alter table app_user add column language text;
alter table application add column language text;
