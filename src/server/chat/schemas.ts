import { uuid } from '../core/route-schemas';
/** Route schemas shared by the chat plugins. */
export const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;

export const chatTokenHeaders = {
  type: 'object',
  properties: { 'x-chat-token': { type: 'string', description: 'The chat token returned when the conversation started.' } },
} as const;

/** The request body of initWebChat and stream/TalkJS init-web-chat: the contract's schema. */
export { initWebChatRequestSchema as initWebChatBody, type InitWebChatRequest as InitWebChatBody } from '../../contracts/chat';
