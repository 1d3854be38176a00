-- Live chat and chatbot conversations. A conversation belongs to its visitor (who holds the chat token
-- issued when it started, signed with the conversation id) and, once joined, to one agent.
create table chat_conversation (
  id uuid primary key,
  org_code text not null,
  mode text not null,
  skill text not null,
  state text not null default 'WAITING',
  friendly_name text not null,
  email_address text,
  identity_uuid text,
  application_uuid uuid,
  agent_id text,
  agent_name text,
  contact_id uuid not null,
  tag text,
  page_url text,
  created_at timestamptz not null default now(),
  joined_at timestamptz,
  closed_at timestamptz
);
create index chat_conversation_queue on chat_conversation (org_code, state);
create index chat_conversation_agent on chat_conversation (agent_id);

-- Messages of live conversations; media lists the attachments (blob id, filename, size).
create table chat_message (
  id uuid primary key,
  conversation_id uuid not null references chat_conversation (id) on delete cascade,
  author text not null,
  author_type text not null,
  body text not null,
  media jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default clock_timestamp()
);
create index chat_message_conversation on chat_message (conversation_id, created_at);

-- Chatbot questions and answers with the visitor's rating of the answer.
create table chatbot_exchange (
  question_id uuid primary key,
  conversation_id uuid not null references chat_conversation (id) on delete cascade,
  question_str text not null,
  response_str text not null,
  answer_id text,
  handoff boolean not null default false,
  created_dt timestamptz not null default clock_timestamp(),
  rating text,
  feedback_message text,
  sender_email text,
  feedback_at timestamptz
);
create index chatbot_exchange_conversation on chatbot_exchange (conversation_id, created_dt);

-- Agents with the console open, refreshed by its socket, so routing knows whether anyone can answer.
create table chat_agent_presence (
  agent_id text primary key,
  org_code text not null,
  seen_at timestamptz not null default now()
)
