import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, type SessionUser } from '../core/auth';
import { unauthorized, refuse } from '../core/errors';
import type { Queryable } from '../db';
import { findUserById } from '../identity/users';
import { findConversation, type AuthorType, type ConversationRow } from './repo';
import { verifyChatToken } from './tokens';

export const CHAT_TOKEN_HEADER = 'x-chat-token';

export interface ChatActor {
  type: Extract<AuthorType, 'APPLICANT' | 'AGENT'>;
  name: string;
  userId?: string;
}

/** The name the visitor sees for an agent: first name and last initial, else the e-mail's local part. */
export async function agentName(db: Queryable, user: Pick<SessionUser, 'id'>): Promise<string> {
  const row = await findUserById(db, user.id);
  const first = row?.profile?.name?.firstName?.trim();
  const last = row?.profile?.name?.lastName?.trim();
  if (first) return last ? `${first} ${last[0]}.` : first;
  return row?.email.split('@')[0] ?? 'Agent';
}

/**
 * Who may read and write a conversation: its visitor (holding the chat token issued for it, or
 * signed in as the identity that started it) and the agent who joined it. Anyone else gets a 404,
 * so conversation ids cannot be probed.
 */
export async function authorizeConversation(request: FastifyRequest, reply: FastifyReply, id: string): Promise<{ conversation: ConversationRow; actor: ChatActor }> {
  const app = request.server;
  const token = request.headers[CHAT_TOKEN_HEADER];
  const claims = typeof token === 'string' && token ? verifyChatToken(app.jwtSecret, token) : undefined;
  if (typeof token === 'string' && token && !claims) throw unauthorized('Token state is invalid');
  const user = await authenticate(request, reply);
  if (!claims && !user) throw unauthorized();
  const conversation = await findConversation(app.db, id);
  if (!conversation) throw refuse(404, 'refusal.conversationNotFound');
  if (claims && claims.conversationId === conversation.id) {
    return { conversation, actor: { type: 'APPLICANT', name: conversation.friendly_name } };
  }
  if (user?.role === 'AGENT' && conversation.agent_id === user.id) {
    return { conversation, actor: { type: 'AGENT', name: conversation.agent_name ?? (await agentName(app.db, user)), userId: user.id } };
  }
  if (user && conversation.identity_uuid === user.id && user.role !== 'AGENT') {
    return { conversation, actor: { type: 'APPLICANT', name: conversation.friendly_name, userId: user.id } };
  }
  throw refuse(404, 'refusal.conversationNotFound');
}
