import { errors, type ServiceApp } from '../core/route-schemas';
import { HttpError, notFound } from '../core/errors';
import { initWebChatBody } from './schemas';
import { talkjsInitResponseSchema } from '../../contracts/chat';
import { startConversation } from './start';
import { configuredTalkjs, TALKJS_NOT_CONFIGURED } from './talkjs';
import { CHAT_TOKEN_TTL_SECONDS, issueChatToken } from './tokens';

export const TALKJS_INIT_PATH = '/insecure/api/v1/talkjs/init-web-chat';

/**
 * TalkJS mode: the visitor chats in TalkJS's own chatbox (the vendor's browser SDK). The server opens
 * the conversation here (for the console's records and the skill), creates the visitor and the thread
 * at TalkJS, and answers the ids and a user token. Without the keys the mode is refused (404), never
 * replaced by another mode.
 */
export function talkjsRoutes(app: ServiceApp): void {
  const talkjs = configuredTalkjs();
  app.post(TALKJS_INIT_PATH, {
    schema: {
      tags: ['service-omni-proxy'], body: initWebChatBody,
      summary: 'Opens a TalkJS chat: the visitor (customerId), the thread (threadId) and a TalkJS user token',
      response: { 200: talkjsInitResponseSchema, ...errors },
    },
  }, async (request, reply) => {
    // like stream mode without its keys: the mode does not exist on this server
    if (!talkjs) throw notFound(TALKJS_NOT_CONFIGURED);
    const c = await startConversation(request, reply, 'talkjs');
    const customerId = `visitor-${c.id}`;
    try {
      await talkjs.provider.openThread({
        threadId: c.id, userId: customerId, userName: c.friendly_name, email: c.email_address ?? undefined, skill: c.skill,
        welcome: request.body.welcomeMessage,
      });
    } catch (e) {
      request.log.warn({ err: e }, 'talkjs thread could not be created');
      throw new HttpError(502, 'The chat service is not reachable. Please try again later.');
    }
    const exp = Math.floor(app.clock.now().getTime() / 1000) + CHAT_TOKEN_TTL_SECONDS;
    return {
      customerId, threadId: c.id, appId: talkjs.appId, customerToken: talkjs.provider.userToken(customerId, exp), skill: c.skill,
      omniProxyChannelId: c.id, token: issueChatToken(app.jwtSecret, { conversationId: c.id, org: c.org_code, mode: 'talkjs' }, CHAT_TOKEN_TTL_SECONDS),
    };
  });
}
