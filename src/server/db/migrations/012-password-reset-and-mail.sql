-- Password reset links: only a digest of the token is kept; a link works once, until it expires.
create table password_reset (
  token_sha256 text primary key,
  user_id uuid not null references app_user (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null
);
create index password_reset_user on password_reset (user_id);

-- Every e-mail the server sends is first written here, in the transaction of what caused it (so a
-- change that rolls back sends nothing). With SMTP configured, delivery takes unsent rows and marks
-- them sent; without it they stay, and the development mailbox shows them.
create table mail_outbox (
  id uuid primary key,
  from_address text not null,
  to_address text not null,
  subject text not null,
  body_text text not null,
  created_at timestamptz not null,
  sent_at timestamptz,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  last_error text
);
create index mail_outbox_to on mail_outbox (lower(to_address), created_at desc);
create index mail_outbox_unsent on mail_outbox (next_attempt_at) where sent_at is null;
