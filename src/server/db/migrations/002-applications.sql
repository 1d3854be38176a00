-- HELOC applications. Fields the screens write live in data (validated by each screen's schema);
-- status flags the server sets live in flags; state is the applicant flow state (flows/applicant.flow.json).
create table application (
  uuid uuid primary key,
  loan_number text not null unique,
  org_code text not null,
  owner_id uuid not null,
  state text not null,
  server_status text not null,
  data jsonb not null default '{}'::jsonb,
  flags jsonb not null default '{}'::jsonb,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index application_owner on application (owner_id);

-- People other than the owner who sign (co-deeders), with the identity they log in as once they accept.
create table application_signer (
  uuid uuid primary key,
  application_uuid uuid not null references application (uuid) on delete cascade,
  identity_uuid uuid,
  email text not null,
  first_name text not null,
  last_name text not null,
  status text not null default 'INVITED',
  created_at timestamptz not null default now(),
  unique (application_uuid, email)
);
create index application_signer_identity on application_signer (identity_uuid);

-- Every state change, for audit and for the staff funnel.
create table application_event (
  id bigserial primary key,
  application_uuid uuid not null references application (uuid) on delete cascade,
  from_state text,
  to_state text not null,
  event text not null,
  actor_id uuid,
  created_at timestamptz not null default now()
);
create index application_event_app on application_event (application_uuid);
