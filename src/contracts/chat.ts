import type { FromSchema } from 'json-schema-to-ts';
import { AGENT_VIEW } from './role-views';

/**
 * Live chat as the server sends it and the browser reads it (spec chat section 7): the routes answer with these
 * schemas, the widget and the agent console take their types from them.
 */

/** A file attached to a message. */
export const mediaSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'filename', 'size', 'contentType'],
  properties: { id: { type: 'string' }, filename: { type: 'string' }, size: { type: 'integer' }, contentType: { type: 'string' } },
} as const;

export const messageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'conversationId', 'author', 'authorType', 'body', 'media', 'timestamp'],
  properties: {
    id: { type: 'string' }, conversationId: { type: 'string' }, author: { type: 'string' },
    authorType: { type: 'string', enum: ['APPLICANT', 'AGENT', 'SYSTEM', 'CHATBOT'] },
    body: { type: 'string' }, media: { type: 'array', items: mediaSchema }, timestamp: { type: 'string' },
  },
} as const;

const conversationProperties = {
  id: { type: 'string' }, state: { type: 'string', enum: ['WAITING', 'ACTIVE', 'CLOSED'] }, mode: { type: 'string' },
  skill: { type: 'string' }, friendlyName: { type: 'string' }, emailAddress: { type: ['string', 'null'] },
  agentName: { type: ['string', 'null'] }, createdAt: { type: 'string' }, messageCount: { type: 'integer' },
} as const;

export const conversationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'state', 'mode', 'skill', 'friendlyName', 'emailAddress', 'agentName', 'createdAt'],
  properties: conversationProperties,
} as const;

/** A conversation in the agent console's queue: whether the visitor is signed in, the page they are on, and a signed-in visitor's application in the agent's view. */
export const queuedConversationSchema = {
  ...conversationSchema,
  properties: { ...conversationProperties, signedIn: { type: 'boolean' }, pageUrl: { type: ['string', 'null'] }, application: AGENT_VIEW },
} as const;

/** An earlier chat of the same visitor, with its messages. */
export const pastConversationSchema = {
  ...conversationSchema,
  required: [...conversationSchema.required, 'messages'],
  properties: { ...conversationProperties, messages: { type: 'array', items: messageSchema } },
} as const;

/** An agent's internal note on a conversation (the visitor never sees it). */
export const agentNoteSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'author', 'body', 'timestamp'],
  properties: { id: { type: 'string' }, author: { type: 'string' }, body: { type: 'string' }, timestamp: { type: 'string' } },
} as const;

export const presenceSchema = { type: 'object', additionalProperties: false, required: ['away'], properties: { away: { type: 'boolean' } } } as const;

export type ChatMedia = FromSchema<typeof mediaSchema>;
export type ChatMessage = FromSchema<typeof messageSchema>;
export type ChatConversation = FromSchema<typeof conversationSchema>;
export type QueuedConversation = FromSchema<typeof queuedConversationSchema>;
export type PastConversation = FromSchema<typeof pastConversationSchema>;
export type AgentNote = FromSchema<typeof agentNoteSchema>;

/** The request that starts a conversation (initWebChat, and stream's and TalkJS's init-web-chat; spec chat section 7). */
export const initWebChatRequestSchema = {
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

const chatStartProperties = { omniProxyChannelId: { type: 'string' }, token: { type: 'string' }, skill: { type: 'string' } } as const;

/** A twilio or nice conversation started: its id (twice, as the spec names it) and its chat token. */
export const initWebChatResponseSchema = {
  type: 'object', required: ['omniProxyChannelId', 'token', 'conversationSid'],
  properties: { ...chatStartProperties, conversationSid: { type: 'string' } },
} as const;

/** A stream conversation started: the vendor's channel, user and token beside ours. */
export const streamInitResponseSchema = {
  type: 'object', required: ['providerChannelId', 'providerUserId', 'providerUserToken', 'skill', 'omniProxyChannelId', 'token', 'apiKey'],
  properties: {
    ...chatStartProperties,
    providerChannelId: { type: 'string' }, providerUserId: { type: 'string' }, providerUserToken: { type: 'string' },
    targetWorkerSid: { type: 'string' }, targetWorkerFriendlyName: { type: 'string' }, apiKey: { type: 'string' },
  },
} as const;

/** A TalkJS conversation started: the visitor (customerId), the thread and a TalkJS user token. */
export const talkjsInitResponseSchema = {
  type: 'object', required: ['customerId', 'threadId', 'appId', 'customerToken', 'skill', 'omniProxyChannelId', 'token'],
  properties: {
    ...chatStartProperties,
    customerId: { type: 'string' }, threadId: { type: 'string' }, appId: { type: 'string' }, customerToken: { type: 'string' },
  },
} as const;

/** One question to the chatbot and its answer, with its rating. */
export const chatbotItemSchema = {
  type: 'object',
  required: ['questionId', 'questionStr', 'responseStr', 'createdDt'],
  properties: {
    questionId: { type: 'string' }, questionStr: { type: 'string' }, responseStr: { type: 'string' }, createdDt: { type: 'string' },
    handoff: { type: 'boolean' }, rating: { type: ['string', 'null'] },
  },
} as const;

/** The chatbot's answer to a question, with the conversation it belongs to and a renewed chat token. */
export const chatbotAnswerSchema = {
  type: 'object', required: ['conversationId', 'token', 'questionId', 'questionStr', 'responseStr', 'createdDt', 'handoff'],
  properties: { conversationId: { type: 'string' }, token: { type: 'string' }, ...chatbotItemSchema.properties },
} as const;

export type InitWebChatRequest = FromSchema<typeof initWebChatRequestSchema>;
export type InitWebChatResponse = FromSchema<typeof initWebChatResponseSchema>;
export type StreamInitResponse = FromSchema<typeof streamInitResponseSchema>;
export type TalkjsInitResponse = FromSchema<typeof talkjsInitResponseSchema>;
export type ChatbotItem = FromSchema<typeof chatbotItemSchema>;
export type ChatbotAnswer = FromSchema<typeof chatbotAnswerSchema>;

/** The answers that wrap a list or one value, as the chat routes send them. */
export const messagesAnswerSchema = { type: 'object', required: ['messages'], properties: { messages: { type: 'array', items: messageSchema } } } as const;
export const queueAnswerSchema = { type: 'object', required: ['conversations'], properties: { conversations: { type: 'array', items: queuedConversationSchema } } } as const;
export const pastAnswerSchema = { type: 'object', required: ['conversations'], properties: { conversations: { type: 'array', items: pastConversationSchema } } } as const;
export const notesAnswerSchema = { type: 'object', required: ['notes'], properties: { notes: { type: 'array', items: agentNoteSchema } } } as const;

/** The lender's other agents with the console open, to transfer a chat to. */
export const transferAgentsSchema = {
  type: 'object', required: ['agents'],
  properties: { agents: { type: 'array', items: { type: 'object', required: ['id', 'name', 'away'], properties: { id: { type: 'string' }, name: { type: 'string' }, away: { type: 'boolean' } } } } },
} as const;

/** Whether chat can open for the lender now, and in which ways. */
export const availabilitySchema = {
  type: 'object', required: ['agentActive', 'chatbotActive', 'open', 'streamAvailable', 'talkjsAvailable'],
  properties: {
    agentActive: { type: 'boolean', description: 'An agent of the org has the console open now and is not away.' },
    chatbotActive: { type: 'boolean', description: 'The chatbot answers first, even during operating hours.' },
    open: { type: 'boolean', description: 'Within the chat operating hours.' },
    streamAvailable: { type: 'boolean' },
    talkjsAvailable: { type: 'boolean', description: 'TalkJS keys are configured, so talkjs mode can open.' },
  },
} as const;

/** A department's operating hours: open now, in the lender's time zone. */
export const openStatusSchema = { type: 'object', required: ['open'], properties: { open: { type: 'boolean' }, timeZone: { type: 'string' } } } as const;

/** A chat token, renewed. */
export const chatTokenAnswerSchema = { type: 'object', required: ['token'], properties: { token: { type: 'string' } } } as const;
/** The conversation a chat token may read, by its channel id. */
export const webChatInfoSchema = { type: 'object', required: ['contactId'], properties: { contactId: { type: 'string' }, state: { type: 'string' } } } as const;
/** A borrower-authentication nonce that links a chat to the signed-in identity. */
export const nonceAnswerSchema = { type: 'object', required: ['nonce'], properties: { nonce: { type: 'string' } } } as const;
/** A chatbot answer's rating, recorded. */
export const chatbotRatingSchema = {
  type: 'object', required: ['questionId', 'rating'], properties: { questionId: { type: 'string' }, rating: { type: 'string' }, feedbackMessage: { type: ['string', 'null'] } },
} as const;

export type MessagesAnswer = FromSchema<typeof messagesAnswerSchema>;
export type QueueAnswer = FromSchema<typeof queueAnswerSchema>;
export type PastAnswer = FromSchema<typeof pastAnswerSchema>;
export type NotesAnswer = FromSchema<typeof notesAnswerSchema>;
export type TransferAgents = FromSchema<typeof transferAgentsSchema>;
export type Presence = FromSchema<typeof presenceSchema>;
export type Availability = FromSchema<typeof availabilitySchema>;
export type OpenStatus = FromSchema<typeof openStatusSchema>;
export type ChatTokenAnswer = FromSchema<typeof chatTokenAnswerSchema>;
export type WebChatInfo = FromSchema<typeof webChatInfoSchema>;
export type NonceAnswer = FromSchema<typeof nonceAnswerSchema>;
export type ChatbotRating = FromSchema<typeof chatbotRatingSchema>;
