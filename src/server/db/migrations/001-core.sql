-- Server-wide secrets generated on first start (JWT signing key), shared by every instance on one database.
create table server_secret (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

-- Uploaded files (identity documents, chat attachments, signed PDFs), kept in the database so that
-- every instance behind a load balancer can serve them.
create table blob (
  id uuid primary key,
  owner_id text not null,
  purpose text not null,
  filename text not null,
  content_type text not null,
  size_bytes integer not null,
  sha256 text not null,
  data bytea not null,
  created_at timestamptz not null default now()
);
create index blob_owner on blob (owner_id);

-- Feature flag overrides and other small key/value settings changed at run time.
create table setting (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
