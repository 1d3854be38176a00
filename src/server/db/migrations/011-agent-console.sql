-- The agent console: an away switch that outlives a dropped connection, and internal notes on a conversation.
create table chat_agent_status (
  agent_id text primary key,
  away boolean not null default false,
  updated_at timestamptz not null default now()
);

create table chat_note (
  id uuid primary key,
  conversation_id uuid not null references chat_conversation (id) on delete cascade,
  author_id text not null,
  author_name text not null,
  body text not null,
  created_at timestamptz not null default clock_timestamp()
);
create index chat_note_conversation on chat_note (conversation_id, created_at);

-- a visitor's earlier conversations: by identity when signed in, else by e-mail
create index chat_conversation_identity on chat_conversation (org_code, identity_uuid, created_at);
create index chat_conversation_email on chat_conversation (org_code, lower(email_address), created_at);
