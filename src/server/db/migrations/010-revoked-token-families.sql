-- Logging out ends every token renewed from the same sign-in: their family id is refused until the
-- last token that family could hold has expired.
create table revoked_token_family (
  family text primary key,
  expires_at timestamptz not null
);
create index revoked_token_family_expiry on revoked_token_family (expires_at);
