-- People who sign in: applicants, co-deeders, brokers, agents and staff, each registered with one org.
-- One e-mail is one identity across the platform, compared without case.
create table app_user (
  id uuid primary key,
  org_code text not null,
  email text not null,
  email_key text not null,
  password_hash text not null,
  role text not null check (role in ('APPLICANT', 'CO_DEEDER', 'BROKER', 'AGENT', 'STAFF')),
  profile jsonb not null default '{}'::jsonb,
  two_factor_enabled boolean not null default false,
  password_changed_at timestamptz not null default now(),
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (email_key)
);

-- Failed sign-in attempts per key (an account key or a client address key). A key with too many
-- failures inside the window is refused until blocked_until, without looking at the password.
create table login_attempt (
  key text primary key,
  failures integer not null default 0,
  window_started_at timestamptz not null,
  blocked_until timestamptz
);
