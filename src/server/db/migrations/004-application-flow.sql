-- Credit pulls: the soft pull for the rate check and the hard pull on application, each with the
-- moment the applicant consented. The portal never stores the SSN; the outcome and score are kept.
create table credit_pull (
  uuid uuid primary key,
  application_uuid uuid not null references application (uuid) on delete cascade,
  kind text not null check (kind in ('SOFT', 'HARD')),
  consent_at timestamptz not null,
  pulled_at timestamptz not null,
  bureau text not null,
  outcome text not null,
  score integer
);
create index credit_pull_app on credit_pull (application_uuid);

-- Offers made to an application by underwriting; a new decision withdraws the previous ones.
create table offer (
  uuid uuid primary key,
  application_uuid uuid not null references application (uuid) on delete cascade,
  apr double precision not null,
  min_amount double precision not null,
  max_amount double precision not null,
  terms_years jsonb not null,
  origination_pct double precision not null,
  avm_fee double precision not null,
  recording_fee double precision not null,
  recording_tax_per_100k double precision not null,
  max_cltv double precision not null,
  created_at timestamptz not null default now(),
  withdrawn_at timestamptz
);
create index offer_app on offer (application_uuid);
