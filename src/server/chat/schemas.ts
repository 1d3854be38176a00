import { uuid } from '../core/route-schemas';
/** Route schemas shared by the chat plugins. */
export const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;

export const chatTokenHeaders = {
  type: 'object',
  properties: { 'x-chat-token': { type: 'string', description: 'The chat token returned when the conversation started.' } },
} as const;

/** The request body of initWebChat and stream init-web-chat (spec chat section 7). */
export const initWebChatBody = {
  type: 'object',
  required: ['friendlyName'],
  properties: {
    friendlyName: { type: 'string' }, emailAddress: { type: 'string' }, identityUuid: { type: 'string' },
    nonce: { type: 'string' }, orgCode: { type: 'string' }, orgName: { type: 'string' },
    additionalAttrs: { type: 'object', additionalProperties: true }, applicationUuid: { type: 'string' },
    tag: { type: 'string', maxLength: 64 }, skill: { type: 'string' }, welcomeMessage: { type: 'string' },
    pageUrl: { type: 'string', maxLength: 2048 }, chatMode: { type: 'string', enum: ['twilio', 'nice', 'stream', 'talkjs', 'chatbot'] },
    agentId: { type: 'string' },
  },
} as const;

export interface InitWebChatBody {
  friendlyName: string;
  emailAddress?: string;
  identityUuid?: string;
  nonce?: string;
  orgCode?: string;
  orgName?: string;
  additionalAttrs?: Record<string, unknown>;
  applicationUuid?: string;
  tag?: string;
  skill?: string;
  welcomeMessage?: string;
  pageUrl?: string;
  chatMode?: string;
  agentId?: string;
}
