-- In-app notifications for a signed-in person (application steps that need them, messages from staff).
create table notification (
  uuid uuid primary key,
  identity_id uuid not null,
  title text not null,
  description text not null,
  status text not null default 'UNREAD',
  wallet_address text,
  ctas jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),
  read_at timestamptz
);
create index notification_identity on notification (identity_id, created_at desc);

-- Messages sent through "Share your thoughts with our CEO".
create table ceo_feedback (
  uuid uuid primary key,
  identity_id uuid not null,
  org_code text not null,
  application_uuid uuid,
  topic text not null,
  message text not null,
  marketing_consent boolean not null,
  pathname text,
  product_type text,
  created_at timestamptz not null default now()
);
create index ceo_feedback_org on ceo_feedback (org_code, created_at desc);

-- Telemetry sessions: one per browser visit, tied to a tracker id that outlives sessions.
create table telemetry_session (
  uuid uuid primary key,
  tracker_uuid uuid not null,
  epoch bigint not null,
  context text not null,
  org_code text,
  platform text not null,
  lib_version text,
  app_version text,
  referrer text,
  query_params jsonb not null default '{}'::jsonb,
  screen jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now()
);
create index telemetry_session_tracker on telemetry_session (tracker_uuid);

-- Telemetry events; dedupe_key is null when the caller asked for no de-duplication.
create table telemetry_event (
  id bigserial primary key,
  session_uuid uuid not null references telemetry_session (uuid) on delete cascade,
  context text not null,
  event text not null,
  event_type text,
  domain text,
  page_path text,
  query_params jsonb not null default '{}'::jsonb,
  identity_id text,
  application_uuid text,
  product_type text,
  event_properties jsonb not null default '{}'::jsonb,
  dedupe_key text,
  created_at timestamptz not null default now()
);
create unique index telemetry_event_dedupe on telemetry_event (session_uuid, dedupe_key) where dedupe_key is not null;
create index telemetry_event_name on telemetry_event (context, event, created_at);

-- Session-replay links reported for an application (latest last).
create table session_replay_link (
  id bigserial primary key,
  application_uuid uuid not null references application (uuid) on delete cascade,
  identity_id uuid not null,
  link text not null,
  created_at timestamptz not null default now()
);
create index session_replay_link_app on session_replay_link (application_uuid, id);

-- The experimentation tracker id of each signed-in person, so decisions stay stable across devices.
create table tracker_profile (
  identity_id uuid primary key,
  tracker_uuid uuid not null,
  updated_at timestamptz not null default now()
);
