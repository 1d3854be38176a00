-- Content versions: the repository's files are the version 'base'; each publish adds an immutable
-- version whose overlay holds the files that differ from the base. History is a line: every version
-- names the one it was published over, and no two versions share a parent.
create table content_version (
  seq integer not null unique,
  id text primary key,
  parent text not null unique,
  author_id uuid,
  author_name text not null,
  message text not null,
  hash text not null,
  overlay jsonb not null,
  rollback_of text,
  created_at timestamptz not null default now()
);

-- An editor's draft: the version it started from, and the changed files as typed (text, so a file
-- that is not JSON yet is kept and reported).
create table content_draft (
  user_id uuid primary key,
  started_from text not null,
  updated_at timestamptz not null default now()
);
create table content_draft_file (
  user_id uuid not null references content_draft (user_id) on delete cascade,
  path text not null,
  text text not null,
  primary key (user_id, path)
);

-- Every studio write: who, when, what.
create table content_audit (
  id bigserial primary key,
  at timestamptz not null default now(),
  actor_id uuid,
  actor_name text not null,
  action text not null,
  path text,
  version_id text,
  detail jsonb not null default '{}'::jsonb
);
create index content_audit_at on content_audit (at desc);

-- Each application keeps the content version it started on until it completes.
alter table application add column content_version text not null default 'base';

-- What staff may do beyond their role (content-editor: edit content in the studio).
alter table app_user add column permissions text[] not null default '{}';
