-- Documents attached to an application: uploads (identity, paystubs, insurance, condition documents)
-- and generated disclosures. The bytes live in blob; sha256 is the digest of exactly those bytes.
create table application_document (
  uuid uuid primary key,
  application_uuid uuid not null references application (uuid) on delete cascade,
  owner_id uuid not null,
  kind text not null,
  document_type text not null,
  blob_id uuid not null,
  sha256 text not null,
  filename text not null,
  content_type text not null,
  size_bytes integer not null,
  condition_uuid uuid,
  created_at timestamptz not null default now()
);
create index application_document_app on application_document (application_uuid, kind);

-- Electronic signatures: who signed which exact document (by digest), when and from which address.
create table document_signature (
  uuid uuid primary key,
  application_uuid uuid not null references application (uuid) on delete cascade,
  document_uuid uuid not null references application_document (uuid),
  signer_id uuid not null,
  signer_name text not null,
  role text not null,
  document_sha256 text not null,
  signed_blob_id uuid not null,
  signed_sha256 text not null,
  ip text not null,
  user_agent text,
  signed_at timestamptz not null,
  unique (document_uuid, signer_id)
);
create index document_signature_app on document_signature (application_uuid);

-- Conditions the underwriters set before funding; satisfied ones stay for the audit trail.
create table application_condition (
  uuid uuid primary key,
  application_uuid uuid not null references application (uuid) on delete cascade,
  category text not null,
  notes text,
  comments_to_borrower text,
  action_needed text,
  request_documents boolean not null default false,
  xtra_data jsonb not null default '{}'::jsonb,
  status text not null default 'OPEN',
  satisfied_at timestamptz,
  satisfied_by uuid,
  created_at timestamptz not null
);
create index application_condition_app on application_condition (application_uuid, status);

-- Bank accounts linked or entered for disbursement and autopay. Full account numbers are needed to
-- send money; responses only ever carry the mask.
create table bank_account (
  uuid uuid primary key,
  application_uuid uuid not null references application (uuid) on delete cascade,
  source text not null,
  institution_name text not null,
  account_name text not null,
  account_type text not null,
  routing_number text not null,
  account_number text not null,
  mask text not null,
  owner_name text,
  created_at timestamptz not null default now()
);
create index bank_account_app on bank_account (application_uuid);

-- Manual notary appointments; one active reservation per slot and per application.
create table notary_reservation (
  uuid uuid primary key,
  application_uuid uuid not null references application (uuid) on delete cascade,
  kind text not null,
  slot_start timestamptz not null,
  fee_cents integer not null,
  status text not null default 'RESERVED',
  created_at timestamptz not null default now()
);
create unique index notary_reservation_slot on notary_reservation (slot_start) where status = 'RESERVED' and kind = 'MANUAL';
create unique index notary_reservation_app on notary_reservation (application_uuid) where status = 'RESERVED';

-- Invitations for additional signers: the link carries a random token, only its digest is stored.
create table signer_invitation (
  token_sha256 text primary key,
  signer_uuid uuid not null references application_signer (uuid) on delete cascade,
  expires_at timestamptz not null,
  accepted_at timestamptz,
  created_at timestamptz not null default now()
);
create index signer_invitation_signer on signer_invitation (signer_uuid);
