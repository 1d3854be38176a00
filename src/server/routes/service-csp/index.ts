import { errors, type ServicePlugin } from '../../core/route-schemas';
import { bearerSecurity, requireUser, userOf } from '../../core/auth';
import { badRequest, unauthorized } from '../../core/errors';
import { authorizeConversation } from '../../chat/access';
import { releaseChatHub } from '../../chat/hub';
import { findConversation } from '../../chat/repo';
import { chatTokenHeaders, initWebChatBody } from '../../chat/schemas';
import { chatTokenAnswerSchema, initWebChatResponseSchema, nonceAnswerSchema, webChatInfoSchema } from '../../../contracts/chat';
import { startConversation } from '../../chat/start';
import { issueChatToken, issueNonce, verifyChatToken, verifyNonce } from '../../chat/tokens';

/** The modes that run on this server's own conversations; stream and talkjs have their own start calls. */
const CSP_MODES: readonly string[] = ['twilio', 'nice'];
const nonceQuery = { type: 'object', properties: { nonce: { type: 'string' } } } as const;

/** Live chat sessions (twilio and nice modes run on our own conversations and socket). */
const serviceCsp: ServicePlugin = async (app) => {
  app.addHook('onClose', async () => releaseChatHub(app.db));

  app.post('/external/api/v1/twilio/initWebChat', {
    schema: {
      summary: 'Starts a live chat conversation from the pre-engagement form and answers its token',
      tags: ['service-csp'], body: initWebChatBody,
      response: { 200: initWebChatResponseSchema, ...errors },
    },
  }, async (request, reply) => {
    const { chatMode } = request.body;
    // the vendor modes open through their own calls: asked here, they are refused, never run as twilio
    if (chatMode && !CSP_MODES.includes(chatMode)) throw badRequest(`Chat mode ${chatMode} does not open here: it has its own start call.`, [{ path: '/chatMode', message: 'twilio or nice' }]);
    const mode = chatMode === 'nice' ? 'nice' : 'twilio';
    const c = await startConversation(request, reply, mode);
    return {
      omniProxyChannelId: c.id,
      conversationSid: c.id,
      token: issueChatToken(app.jwtSecret, { conversationId: c.id, org: c.org_code, mode }),
      skill: c.skill,
    };
  });

  app.post('/external/api/v1/twilio/refreshToken', {
    schema: {
      summary: 'Replaces a chat token before it expires',
      tags: ['service-csp'],
      body: { type: 'object', required: ['token'], properties: { token: { type: 'string', minLength: 1 } } },
      response: { 200: chatTokenAnswerSchema, ...errors },
    },
  }, async (request) => {
    const claims = verifyChatToken(app.jwtSecret, request.body.token);
    if (!claims) throw unauthorized('Token state is invalid');
    const conversation = await findConversation(app.db, claims.conversationId);
    if (!conversation || conversation.state === 'CLOSED') throw unauthorized('Token state is invalid');
    return { token: issueChatToken(app.jwtSecret, claims) };
  });

  app.post('/external/api/v1/twilio/web-chat-info', {
    schema: {
      summary: 'The conversation a chat token may read, by its channel id',
      tags: ['service-csp'], headers: chatTokenHeaders,
      body: { type: 'object', required: ['omniProxyChannelId'], properties: { omniProxyChannelId: { type: 'string', minLength: 1 } } },
      response: { 200: webChatInfoSchema, ...errors },
    },
  }, async (request, reply) => {
    const { omniProxyChannelId } = request.body;
    if (!/^[0-9a-f-]{36}$/i.test(omniProxyChannelId)) throw badRequest('omniProxyChannelId is not a channel id');
    const { conversation } = await authorizeConversation(request, reply, omniProxyChannelId);
    return { contactId: conversation.contact_id, state: conversation.state };
  });

  const nonceRoute = (summary: string) => ({
    onRequest: requireUser(),
    schema: {
      tags: ['service-csp'], summary, security: bearerSecurity, querystring: nonceQuery,
      response: { 200: nonceAnswerSchema, ...errors },
    },
  });

  app.post('/customer/secure/api/v1/webchat/authenticate', nonceRoute('A borrower-authentication nonce for the signed-in user'), async (request) => {
    const user = userOf(request);
    return { nonce: issueNonce(app.jwtSecret, user) };
  });

  app.put('/customer/secure/api/v1/webchat/refresh', nonceRoute('Replaces a nonce of the signed-in user before it expires'), async (request) => {
    const user = userOf(request);
    const { nonce } = request.query;
    const claims = nonce ? verifyNonce(app.jwtSecret, nonce) : undefined;
    if (!claims || claims.sub !== user.id) throw unauthorized('Token state is invalid');
    return { nonce: issueNonce(app.jwtSecret, user) };
  });

};
export default serviceCsp;
