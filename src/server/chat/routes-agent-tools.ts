import type { FastifyRequest } from 'fastify';
import { errors, type ServiceApp, uuid } from '../core/route-schemas';
import { bearerSecurity, requireUser, userOf } from '../core/auth';
import { conflict, notFound } from '../core/errors';
import { findUserById } from '../identity/users';
import { agentName } from './access';
import { chatHub, publicConversation, publicMessage } from './hub';
import {
  addMessage, addNote, agentsPresent, findConversation, isAgentAway, messagesOf, notesOf, pastConversations, setAgentAway, transferConversation,
  type ConversationRow,
} from './repo';
import { idParams } from './schemas';
import { agentNoteSchema as noteSchema, conversationSchema, notesAnswerSchema, pastAnswerSchema, presenceSchema, transferAgentsSchema } from '../../contracts/chat';

const tags = ['service-omni-proxy'];

/** A conversation of the agent's own lender (any other is as good as absent); chatbot ones are not the console's. */
async function orgConversation(app: ServiceApp, request: FastifyRequest<{ Params: { id: string } }>): Promise<ConversationRow> {
  const c = await findConversation(app.db, request.params.id);
  if (!c || c.org_code !== userOf(request).org || c.mode === 'chatbot') throw notFound('Conversation not found');
  return c;
}

/** The agent console's tools: the away switch, the agents to transfer to, transfer, internal notes, a visitor's past chats. AGENT role only. */
export function agentToolRoutes(app: ServiceApp): void {
  const guard = requireUser('AGENT');

  app.get('/agent/api/v1/presence', {
    onRequest: guard,
    schema: { tags, security: bearerSecurity, summary: "Whether the agent is away (out of routing)", response: { 200: presenceSchema, ...errors } },
  }, async (request) => ({ away: await isAgentAway(app.db, userOf(request).id) }));

  app.put('/agent/api/v1/presence', {
    onRequest: guard,
    schema: {
      tags, security: bearerSecurity, summary: 'The away switch: an away agent keeps their chats but no new visitor is routed to them',
      body: { type: 'object', required: ['away'], additionalProperties: false, properties: { away: { type: 'boolean' } } },
      response: { 200: presenceSchema, ...errors },
    },
  }, async (request) => {
    const { away } = request.body;
    await setAgentAway(app.db, userOf(request).id, away);
    return { away };
  });

  app.get('/agent/api/v1/agents', {
    onRequest: guard,
    schema: {
      tags, security: bearerSecurity, summary: "The lender's other agents with the console open, to transfer a chat to",
      response: { 200: transferAgentsSchema, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const present = (await agentsPresent(app.db, user.org)).filter((a) => a.agent_id !== user.id);
    const agents = await Promise.all(present.map(async (a) => ({ id: a.agent_id, name: await agentName(app.db, { id: a.agent_id }), away: a.away })));
    return { agents };
  });

  app.post('/agent/api/v1/conversations/:id/transfer', {
    onRequest: guard,
    schema: {
      tags, security: bearerSecurity, params: idParams, summary: 'Hands the agent\'s chat to another agent of the lender who has the console open; the visitor is told',
      body: { type: 'object', required: ['agentId'], additionalProperties: false, properties: { agentId: uuid } },
      response: { 200: conversationSchema, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const c = await orgConversation(app, request);
    if (c.agent_id !== user.id || c.state !== 'ACTIVE') throw notFound('Conversation not found');
    const { agentId } = request.body;
    const target = await findUserById(app.db, agentId);
    const present = (await agentsPresent(app.db, user.org)).some((a) => a.agent_id === agentId);
    if (!target || target.role !== 'AGENT' || target.org_code !== user.org || agentId === user.id) throw notFound('Agent not found');
    if (!present) throw conflict('That agent is not in the console now');
    const from = await agentName(app.db, user);
    const to = await agentName(app.db, { id: agentId });
    const moved = await transferConversation(app.db, c.id, user.id, { id: agentId, name: to });
    if (!moved) throw conflict('This chat is no longer yours to transfer');
    const hub = chatHub(app.db);
    const note = await addMessage(app.db, { conversationId: c.id, author: from, authorType: 'SYSTEM', body: `${from} transferred the chat to ${to}` });
    await hub.publish({ kind: 'message', conversationId: c.id, messageId: note.id });
    await hub.publish({ kind: 'conversation', conversationId: c.id, orgCode: c.org_code });
    return publicConversation(moved);
  });

  app.get('/agent/api/v1/conversations/:id/notes', {
    onRequest: guard,
    schema: { tags, security: bearerSecurity, params: idParams, summary: "Internal notes on a chat of the lender's (agents only)", response: { 200: notesAnswerSchema, ...errors } },
  }, async (request) => {
    const c = await orgConversation(app, request);
    return { notes: (await notesOf(app.db, c.id)).map((n) => ({ id: n.id, author: n.author_name, body: n.body, timestamp: new Date(n.created_at).toISOString() })) };
  });

  app.post('/agent/api/v1/conversations/:id/notes', {
    onRequest: guard,
    schema: { tags, security: bearerSecurity, params: idParams, summary: 'Adds an internal note (schemas/forms/agent-note); the visitor never sees it', body: { type: 'object' }, response: { 201: noteSchema, ...errors } },
  }, async (request, reply) => {
    const user = userOf(request);
    const c = await orgConversation(app, request);
    const { body } = app.screens.validate<{ body: string }>('forms/agent-note', request.body);
    const n = await addNote(app.db, { conversationId: c.id, authorId: user.id, authorName: await agentName(app.db, user), body });
    return reply.status(201).send({ id: n.id, author: n.author_name, body: n.body, timestamp: new Date(n.created_at).toISOString() });
  });

  app.get('/agent/api/v1/conversations/:id/past', {
    onRequest: guard,
    schema: {
      tags, security: bearerSecurity, params: idParams, summary: "The same visitor's earlier chats with the lender (signed-in identity, else e-mail), newest first, with their messages",
      response: { 200: pastAnswerSchema, ...errors },
    },
  }, async (request) => {
    const c = await orgConversation(app, request);
    const past = await pastConversations(app.db, c);
    return { conversations: await Promise.all(past.map(async (p) => ({ ...publicConversation(p), messages: (await messagesOf(app.db, p.id)).slice(-50).map(publicMessage) }))) };
  });
}
