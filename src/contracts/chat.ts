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
