import type {  } from 'fastify';
import { errors, type ServiceApp } from '../core/route-schemas';
import { bearerSecurity, requireUser, userOf } from '../core/auth';
import { conflict, notFound } from '../core/errors';
import { agentName } from './access';
import { chatHub, publicConversation } from './hub';
import { addMessage, agentQueue, closeConversation, findConversation, joinConversation } from './repo';
import { idParams } from './schemas';
import { conversationSchema, queueAnswerSchema } from '../../contracts/chat';
import { findApplication, COLS, type ApplicationRow } from '../applications/repo';
import { roleView } from '../applications/view';
import type { ConversationRow } from './repo';

const tags = ['service-omni-proxy'];

/**
 * The application a signed-in visitor is asking about, as the agent's view: the one linked to the
 * conversation, else the visitor's latest with this lender. Another lender's application is never shown.
 */
async function visitorApplication(app: ServiceApp, c: ConversationRow, orgCode: string): Promise<Record<string, unknown> | undefined> {
  let row: ApplicationRow | undefined;
  if (c.application_uuid) row = await findApplication(app.db, c.application_uuid);
  else if (c.identity_uuid) {
    [row] = await app.db.query<ApplicationRow>(`select ${COLS} from application where owner_id = $1 and org_code = $2 order by created_at desc limit 1`, [c.identity_uuid, orgCode]);
  }
  return row && row.org_code === orgCode ? roleView((await app.content.forApplication(row)).index, 'agent', row) : undefined;
}

/** The agent console: the org's waiting conversations, joining one, ending it. AGENT role only. */
export function agentRoutes(app: ServiceApp): void {
  const guard = requireUser('AGENT');

  app.get('/agent/api/v1/conversations', {
    onRequest: guard,
    schema: {
      tags, security: bearerSecurity,
      summary: "The lender's waiting conversations and the agent's own open ones: whether the visitor is signed in, the page they are on, and a signed-in visitor's application in the agent's view (AgentView, src/contracts/role-views.ts)",
      response: { 200: queueAnswerSchema, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const rows = await agentQueue(app.db, user.org, user.id);
    const conversations = await Promise.all(rows.map(async (r) => ({
      ...publicConversation(r), messageCount: r.message_count, signedIn: r.identity_uuid !== null, pageUrl: r.page_url,
      application: await visitorApplication(app, r, user.org),
    })));
    return { conversations };
  });

  app.post('/agent/api/v1/conversations/:id/join', {
    onRequest: guard,
    schema: {
      summary: 'An agent joins a waiting conversation',
      tags, security: bearerSecurity, params: idParams,
      response: { 200: conversationSchema, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const { id } = request.params;
    const existing = await findConversation(app.db, id);
    // Agents only see their own org's queue.
    if (!existing || existing.org_code !== user.org || existing.mode === 'chatbot') throw notFound('Conversation not found');
    if (existing.agent_id === user.id && existing.state === 'ACTIVE') return publicConversation(existing);
    const name = await agentName(app.db, user);
    const joined = await joinConversation(app.db, id, { id: user.id, name }, app.clock.now());
    if (!joined) throw conflict(existing.state === 'CLOSED' ? 'This conversation has ended' : 'Another agent has already joined this conversation');
    const hub = chatHub(app.db);
    const note = await addMessage(app.db, { conversationId: id, author: name, authorType: 'SYSTEM', body: `${name} joined the chat` });
    await hub.publish({ kind: 'message', conversationId: id, messageId: note.id });
    await hub.publish({ kind: 'conversation', conversationId: id, orgCode: joined.org_code });
    return publicConversation(joined);
  });

  app.post('/agent/api/v1/conversations/:id/end', {
    onRequest: guard,
    schema: {
      summary: 'An agent ends a conversation',
      tags, security: bearerSecurity, params: idParams,
      response: { 200: conversationSchema, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const { id } = request.params;
    const existing = await findConversation(app.db, id);
    if (!existing || existing.agent_id !== user.id) throw notFound('Conversation not found');
    const closed = (await closeConversation(app.db, id, app.clock.now())) ?? existing;
    await chatHub(app.db).publish({ kind: 'conversation', conversationId: id, orgCode: closed.org_code });
    return publicConversation(closed);
  });
}
