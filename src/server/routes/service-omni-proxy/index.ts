import { errors, type ServicePlugin } from '../../core/route-schemas';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { badRequest, conflict, HttpError, notFound } from '../../core/errors';
import { createUser, EmailTakenError } from '../../identity/users';
import { releaseChatHub } from '../../chat/hub';
import { chatOpen, overrideChatHours } from '../../chat/open';
import { agentsOnline } from '../../chat/repo';
import { agentRoutes } from '../../chat/routes-agent';
import { agentToolRoutes } from '../../chat/routes-agent-tools';
import { conversationRoutes } from '../../chat/routes-conversation';
import { initWebChatBody } from '../../chat/schemas';
import { availabilitySchema, streamInitResponseSchema } from '../../../contracts/chat';
import { handleChatSocket, RECONNECT_CLOSE } from '../../chat/socket';
import { startConversation } from '../../chat/start';
import { configuredStream } from '../../chat/stream';
import { talkjsRoutes } from '../../chat/routes-talkjs';
import { configuredTalkjs } from '../../chat/talkjs';
import { CHAT_TOKEN_TTL_SECONDS, issueChatToken } from '../../chat/tokens';

/** Test agent ids offered by the pre-engagement form in non-production stream mode. */
export const STREAM_TEST_AGENTS = ['test-agent-1', 'test-agent-2', 'test-agent-3'] as const;
/** A stream user token lasts as long as an agent chat session. */
const STREAM_TOKEN_TTL_SECONDS = 6 * 60 * 60;

/** The realtime side of chat: the socket, conversations and attachments, the agent console, Stream mode. */
const serviceOmniProxy: ServicePlugin = async (app) => {
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    // on close (a restart, a deploy) every socket is told to connect again, which its client does, to
    // another instance or to this one once it is back, and reads what it may have missed
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(RECONNECT_CLOSE.restart.code, RECONNECT_CLOSE.restart.reason);
      this.websocketServer.close(() => done());
    },
  });
  await app.register(multipart);
  app.addHook('onClose', async () => releaseChatHub(app.db));

  const stream = configuredStream();
  const talkjs = configuredTalkjs();

  app.get('/insecure/api/v1/socket', {
    websocket: true,
    schema: {
      tags: ['service-omni-proxy'],
      description: 'Realtime chat socket. Send {"type":"auth","token"?,"jwt"?}, then {"type":"subscribe","channelId"} (or, agents, {"type":"subscribe-queue"}); ping with {"type":"ping","channelId"} every 10 s. Events: message, conversation, typing, queue. The socket closes after 12 hours.',
    },
  }, (socket) => handleChatSocket(app, socket));

  app.get('/insecure/api/v1/availability', {
    schema: {
      summary: 'Whether live chat agents are available for the lender of the request',
      tags: ['service-omni-proxy'],
      headers: { type: 'object', properties: { 'x-org': { type: 'string' } } },
      response: { 200: availabilitySchema },
    },
  }, async (request) => {
    const org = request.org();
    return {
      agentActive: (await agentsOnline(app.db, org.orgCode)) > 0,
      chatbotActive: app.content.index.chatbot?.chatbotFirst ?? false,
      open: chatOpen(app, org),
      streamAvailable: Boolean(stream),
      talkjsAvailable: Boolean(talkjs),
    };
  });

  app.post('/insecure/api/v1/stream/init-web-chat', {
    schema: {
      summary: 'Starts a live chat conversation in stream mode and answers its tokens',
      tags: ['service-omni-proxy'], body: initWebChatBody,
      response: { 200: streamInitResponseSchema, ...errors },
    },
  }, async (request, reply) => {
    if (!stream) throw notFound('Stream chat is not configured');
    const { agentId } = request.body;
    if (agentId && (app.config.production || !(STREAM_TEST_AGENTS as readonly string[]).includes(agentId))) {
      throw badRequest('Unknown agent', [{ path: '/agentId', message: 'Required' }]);
    }
    const c = await startConversation(request, reply, 'stream');
    const userId = `visitor-${c.id}`;
    try {
      await stream.provider.openChannel({ channelId: c.id, userId, userName: c.friendly_name, agentId, skill: c.skill });
    } catch (e) {
      request.log.warn({ err: e }, 'stream channel could not be created');
      throw new HttpError(502, 'The chat service is not reachable. Please try again later.');
    }
    const exp = Math.floor(app.clock.now().getTime() / 1000) + STREAM_TOKEN_TTL_SECONDS;
    return {
      providerChannelId: c.id, providerUserId: userId, providerUserToken: stream.provider.createUserToken(userId, exp),
      skill: c.skill, ...(agentId ? { targetWorkerSid: agentId, targetWorkerFriendlyName: agentId } : {}),
      omniProxyChannelId: c.id, token: issueChatToken(app.jwtSecret, { conversationId: c.id, org: c.org_code, mode: 'stream' }, CHAT_TOKEN_TTL_SECONDS),
      apiKey: stream.apiKey,
    };
  });

  // Development only: a chat agent for the org of the request, so the console can be tried (and
  // browser-tested) on the embedded database, which no other process can open while the server runs.
  if (!app.config.production) {
    app.post('/sandbox/api/v1/agents', {
      schema: {
        tags: ['service-omni-proxy'], summary: 'Creates a chat agent of the request\'s org (refused in production)',
        body: {
          type: 'object', required: ['email', 'password'], additionalProperties: false,
          properties: {
            email: { type: 'string', format: 'email', maxLength: 128 }, password: { type: 'string', minLength: 12, maxLength: 128 },
            firstName: { type: 'string', maxLength: 64 }, lastName: { type: 'string', maxLength: 64 },
          },
        },
        response: { 200: { type: 'object', required: ['id', 'email'], properties: { id: { type: 'string' }, email: { type: 'string' } } }, ...errors },
      },
    }, async (request) => {
      const b = request.body;
      try {
        const user = await createUser(app.db, {
          email: b.email, password: b.password, role: 'AGENT', orgCode: request.org().orgCode,
          profile: b.firstName ? { name: { firstName: b.firstName, lastName: b.lastName } } : {},
        });
        return { id: user.id, email: user.email };
      } catch (e) {
        if (e instanceof EmailTakenError) throw conflict(e.message);
        throw e;
      }
    });

    app.put('/sandbox/api/v1/chat-hours', {
      schema: {
        tags: ['service-omni-proxy'],
        summary: "Puts the request's org chat team in or out of hours without moving the clock (null: back to its hours; refused in production)",
        headers: { type: 'object', properties: { 'x-org': { type: 'string' } } },
        body: { type: 'object', required: ['open'], additionalProperties: false, properties: { open: { type: ['boolean', 'null'] } } },
        response: { 200: { type: 'object', required: ['orgCode', 'open'], properties: { orgCode: { type: 'string' }, open: { type: 'boolean' } } }, ...errors },
      },
    }, async (request) => {
      const org = request.org();
      overrideChatHours(app, org.orgCode, request.body.open);
      return { orgCode: org.orgCode, open: chatOpen(app, org) };
    });
  }

  conversationRoutes(app);
  talkjsRoutes(app);
  agentRoutes(app);
  agentToolRoutes(app);
};
export default serviceOmniProxy;
