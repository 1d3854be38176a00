-- Session tokens signed out before they expire; rows can go once the token would have expired anyway.
create table revoked_token (
  jti text primary key,
  expires_at timestamptz not null
);
create index revoked_token_expiry on revoked_token (expires_at);
