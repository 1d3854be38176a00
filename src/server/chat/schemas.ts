/** Route schemas shared by the chat plugins. */
export const mediaSchema = {
  type: 'object',
  required: ['id', 'filename', 'size', 'contentType'],
  properties: { id: { type: 'string' }, filename: { type: 'string' }, size: { type: 'integer' }, contentType: { type: 'string' } },
} as const;

export const messageSchema = {
  type: 'object',
  required: ['id', 'conversationId', 'author', 'authorType', 'body', 'media', 'timestamp'],
  properties: {
    id: { type: 'string' }, conversationId: { type: 'string' }, author: { type: 'string' }, authorType: { type: 'string' },
    body: { type: 'string' }, media: { type: 'array', items: mediaSchema }, timestamp: { type: 'string' },
  },
} as const;

export const conversationSchema = {
  type: 'object',
  required: ['id', 'state', 'mode', 'skill', 'friendlyName', 'createdAt'],
  properties: {
    id: { type: 'string' }, state: { type: 'string', enum: ['WAITING', 'ACTIVE', 'CLOSED'] }, mode: { type: 'string' },
    skill: { type: 'string' }, friendlyName: { type: 'string' }, emailAddress: { type: ['string', 'null'] },
    agentName: { type: ['string', 'null'] }, createdAt: { type: 'string' }, messageCount: { type: 'integer' },
  },
} as const;

export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } } as const;

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
