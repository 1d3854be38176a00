import type { ChatMedia } from '../../contracts/chat';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';
import { isUuid } from '../../lib/format-basic';

export type ConversationState = 'WAITING' | 'ACTIVE' | 'CLOSED';
export type AuthorType = 'APPLICANT' | 'AGENT' | 'SYSTEM' | 'CHATBOT';

export interface ConversationRow {
  id: string;
  org_code: string;
  mode: string;
  skill: string;
  state: ConversationState;
  friendly_name: string;
  email_address: string | null;
  identity_uuid: string | null;
  application_uuid: string | null;
  agent_id: string | null;
  agent_name: string | null;
  contact_id: string;
  tag: string | null;
  page_url: string | null;
  created_at: Date;
  joined_at: Date | null;
  closed_at: Date | null;
}

/** A file attached to a message, as kept and as sent. */
export type Media = ChatMedia;

export interface MessageRow {
  id: string;
  conversation_id: string;
  author: string;
  author_type: AuthorType;
  body: string;
  media: Media[];
  created_at: Date;
}

const CONV = `id, org_code, mode, skill, state, friendly_name, email_address, identity_uuid, application_uuid, agent_id,
  agent_name, contact_id, tag, page_url, created_at, joined_at, closed_at`;
const MSG = 'id, conversation_id, author, author_type, body, media, created_at';

export async function createConversation(db: Queryable, c: {
  orgCode: string; mode: string; skill: string; friendlyName: string; emailAddress?: string | null;
  identityUuid?: string | null; applicationUuid?: string | null; tag?: string | null; pageUrl?: string | null;
}): Promise<ConversationRow> {
  const [row] = await db.query<ConversationRow>(
    `insert into chat_conversation (id, org_code, mode, skill, friendly_name, email_address, identity_uuid, application_uuid, contact_id, tag, page_url)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning ${CONV}`,
    [randomUUID(), c.orgCode, c.mode, c.skill, c.friendlyName, c.emailAddress ?? null, c.identityUuid ?? null,
      c.applicationUuid ?? null, randomUUID(), c.tag ?? null, c.pageUrl ?? null],
  );
  return row as ConversationRow;
}

export async function findConversation(db: Queryable, id: string): Promise<ConversationRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.query<ConversationRow>(`select ${CONV} from chat_conversation where id = $1`, [id]);
  return row;
}

/** A visitor's session lasts 6 hours: a conversation still waiting after that has been abandoned. */
export const WAITING_LIFETIME_SECONDS = 6 * 60 * 60;

/** Waiting conversations of an org (oldest first) and the agent's own open ones. */
export async function agentQueue(db: Queryable, orgCode: string, agentId: string): Promise<(ConversationRow & { message_count: number })[]> {
  return db.query(
    `select ${CONV.split(',').map((c) => 'c.' + c.trim()).join(', ')},
            (select count(*)::int from chat_message m where m.conversation_id = c.id) as message_count
       from chat_conversation c
      where c.mode <> 'chatbot'
        and ((c.org_code = $1 and c.state = 'WAITING' and c.created_at > now() - make_interval(secs => $3))
          or (c.agent_id = $2 and c.state = 'ACTIVE'))
      order by c.created_at`,
    [orgCode, agentId, WAITING_LIFETIME_SECONDS],
  );
}

/** Assigns a waiting conversation to the agent; undefined when someone else took it first. */
export async function joinConversation(db: Queryable, id: string, agent: { id: string; name: string }, at: Date): Promise<ConversationRow | undefined> {
  const [row] = await db.query<ConversationRow>(
    `update chat_conversation set state = 'ACTIVE', agent_id = $2, agent_name = $3, joined_at = $4
      where id = $1 and state = 'WAITING' returning ${CONV}`,
    [id, agent.id, agent.name, at],
  );
  return row;
}

export async function closeConversation(db: Queryable, id: string, at: Date): Promise<ConversationRow | undefined> {
  const [row] = await db.query<ConversationRow>(
    `update chat_conversation set state = 'CLOSED', closed_at = $2 where id = $1 and state <> 'CLOSED' returning ${CONV}`,
    [id, at],
  );
  return row;
}

export async function addMessage(db: Queryable, m: { conversationId: string; author: string; authorType: AuthorType; body: string; media?: Media[] }): Promise<MessageRow> {
  const [row] = await db.query<MessageRow>(
    `insert into chat_message (id, conversation_id, author, author_type, body, media) values ($1, $2, $3, $4, $5, $6) returning ${MSG}`,
    [randomUUID(), m.conversationId, m.author, m.authorType, m.body, JSON.stringify(m.media ?? [])],
  );
  return row as MessageRow;
}

export async function findMessage(db: Queryable, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.query<MessageRow>(`select ${MSG} from chat_message where id = $1`, [id]);
  return row;
}

export async function messagesOf(db: Queryable, conversationId: string): Promise<MessageRow[]> {
  return db.query<MessageRow>(`select ${MSG} from chat_message where conversation_id = $1 order by created_at, id`, [conversationId]);
}

export async function countMessages(db: Queryable, conversationId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from chat_message where conversation_id = $1', [conversationId]);
  return row?.n ?? 0;
}

/** Presence older than this no longer counts as an agent at the console. */
export const PRESENCE_WINDOW_SECONDS = 45;

export async function markAgentPresent(db: Queryable, agentId: string, orgCode: string): Promise<void> {
  await db.query(
    `insert into chat_agent_presence (agent_id, org_code, seen_at) values ($1, $2, now())
     on conflict (agent_id) do update set org_code = excluded.org_code, seen_at = now()`,
    [agentId, orgCode],
  );
}

export async function markAgentAway(db: Queryable, agentId: string): Promise<void> {
  await db.query('delete from chat_agent_presence where agent_id = $1', [agentId]);
}

/** The agents of the org with the console open, and whether each is away. */
export async function agentsPresent(db: Queryable, orgCode: string): Promise<{ agent_id: string; away: boolean }[]> {
  return db.query(
    `select p.agent_id, coalesce(s.away, false) as away from chat_agent_presence p left join chat_agent_status s on s.agent_id = p.agent_id
     where p.org_code = $1 and p.seen_at > now() - make_interval(secs => $2) order by p.agent_id`,
    [orgCode, PRESENCE_WINDOW_SECONDS],
  );
}

/** Agents of the org with the console open and not away: the ones routing sends visitors to. */
export async function agentsOnline(db: Queryable, orgCode: string): Promise<number> {
  return (await agentsPresent(db, orgCode)).filter((a) => !a.away).length;
}

/** The away switch: an away agent keeps their chats but gets no new visitors. Kept across reconnections. */
export async function setAgentAway(db: Queryable, agentId: string, away: boolean): Promise<void> {
  await db.query(
    `insert into chat_agent_status (agent_id, away, updated_at) values ($1, $2, now())
     on conflict (agent_id) do update set away = excluded.away, updated_at = now()`,
    [agentId, away],
  );
}

export async function isAgentAway(db: Queryable, agentId: string): Promise<boolean> {
  const [row] = await db.query<{ away: boolean }>('select away from chat_agent_status where agent_id = $1', [agentId]);
  return row?.away === true;
}

/** Hands an active conversation from one agent to another; undefined when it is no longer the first agent's. */
export async function transferConversation(db: Queryable, id: string, from: string, to: { id: string; name: string }): Promise<ConversationRow | undefined> {
  const [row] = await db.query<ConversationRow>(
    `update chat_conversation set agent_id = $3, agent_name = $4 where id = $1 and agent_id = $2 and state = 'ACTIVE' returning ${CONV}`,
    [id, from, to.id, to.name],
  );
  return row;
}

/** The visitor's earlier conversations with the org (by identity when signed in, else by e-mail), newest first. */
export async function pastConversations(db: Queryable, c: ConversationRow, limit = 5): Promise<ConversationRow[]> {
  if (!c.identity_uuid && !c.email_address) return [];
  return db.query<ConversationRow>(
    `select ${CONV} from chat_conversation where org_code = $1 and id <> $2 and mode <> 'chatbot'
       and (${c.identity_uuid ? 'identity_uuid = $3' : 'lower(email_address) = lower($3)'})
     order by created_at desc limit $4`,
    [c.org_code, c.id, c.identity_uuid ?? c.email_address, limit],
  );
}

export interface NoteRow {
  id: string;
  conversation_id: string;
  author_id: string;
  author_name: string;
  body: string;
  created_at: Date;
}

export async function addNote(db: Queryable, n: { conversationId: string; authorId: string; authorName: string; body: string }): Promise<NoteRow> {
  const [row] = await db.query<NoteRow>(
    'insert into chat_note (id, conversation_id, author_id, author_name, body) values ($1, $2, $3, $4, $5) returning id, conversation_id, author_id, author_name, body, created_at',
    [randomUUID(), n.conversationId, n.authorId, n.authorName, n.body],
  );
  return row as NoteRow;
}

export async function notesOf(db: Queryable, conversationId: string): Promise<NoteRow[]> {
  return db.query<NoteRow>('select id, conversation_id, author_id, author_name, body, created_at from chat_note where conversation_id = $1 order by created_at, id', [conversationId]);
}
