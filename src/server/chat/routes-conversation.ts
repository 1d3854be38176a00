import type {  } from 'fastify';
import { errors, type ServiceApp, uuid } from '../core/route-schemas';
import { badRequest, refuse } from '../core/errors';
import { authorizeConversation } from './access';
import { chatHub, publicConversation, publicMessage } from './hub';
import { CHAT_MAX_FILE_BYTES, CHAT_MAX_FILES, CHAT_TYPE_MESSAGE, sniffChatFile } from './media';
import { displayName, storedName } from '../uploads/names';
import { attachmentHeader, readUpload } from '../uploads/receive';
import { addMessage, countMessages, messagesOf, type Media } from './repo';
import { chatTokenHeaders, idParams } from './schemas';
import { conversationSchema, mediaSchema, messageSchema, messagesAnswerSchema } from '../../contracts/chat';

/** Longest message accepted; longer text is refused rather than cut. */
export const MAX_MESSAGE_LENGTH = 4000;
const BLOB_PURPOSE = 'chat-attachment';

const tags = ['service-omni-proxy'];
const security: { [scheme: string]: string[] }[] = [{ bearer: [] }, {}];

/** Reading and writing one conversation: its visitor (chat token) or its agent (session). */
export function conversationRoutes(app: ServiceApp): void {
  const base = '/insecure/api/v1/conversations/:id';

  app.get(base, {
    schema: { summary: 'A live chat conversation the chat token may read, with its message count', tags, security, params: idParams, headers: chatTokenHeaders, response: { 200: conversationSchema, ...errors } },
  }, async (request, reply) => {
    const { conversation } = await authorizeConversation(request, reply, request.params.id);
    return { ...publicConversation(conversation), messageCount: await countMessages(app.db, conversation.id) };
  });

  app.get(`${base}/messages`, {
    schema: {
      summary: "The conversation's messages, oldest first",
      tags, security, params: idParams, headers: chatTokenHeaders,
      response: { 200: messagesAnswerSchema, ...errors },
    },
  }, async (request, reply) => {
    const { conversation } = await authorizeConversation(request, reply, request.params.id);
    return { messages: (await messagesOf(app.db, conversation.id)).map(publicMessage) };
  });

  app.post(`${base}/messages`, {
    schema: {
      summary: 'Sends a message in the conversation',
      tags, security, params: idParams, headers: chatTokenHeaders,
      body: {
        type: 'object',
        properties: {
          body: { type: 'string', maxLength: MAX_MESSAGE_LENGTH },
          mediaIds: { type: 'array', maxItems: CHAT_MAX_FILES, uniqueItems: true, items: uuid },
        },
        additionalProperties: false,
      },
      response: { 200: messageSchema, ...errors },
    },
  }, async (request, reply) => {
    const { conversation, actor } = await authorizeConversation(request, reply, request.params.id);
    if (conversation.state === 'CLOSED') throw refuse(400, 'refusal.conversationEnded');
    const { body = '', mediaIds = [] } = request.body;
    const text = body.trim();
    if (!text && !mediaIds.length) throw refuse(400, 'refusal.typeMessageOrFile', {}, [{ path: '/body', key: 'refusal.required' }]);
    const media: Media[] = [];
    for (const id of mediaIds) {
      const meta = await app.blobs.meta(id);
      // Only files this conversation uploaded can be attached to it.
      if (!meta || meta.purpose !== BLOB_PURPOSE || meta.ownerId !== `chat:${conversation.id}`) throw badRequest('Unknown attachment', [{ path: '/mediaIds', message: 'Unknown attachment' }]);
      media.push({ id: meta.id, filename: meta.displayName, size: meta.sizeBytes, contentType: meta.contentType });
    }
    const message = await addMessage(app.db, { conversationId: conversation.id, author: actor.name, authorType: actor.type, body: text, media });
    await chatHub(app.db).publish({ kind: 'message', conversationId: conversation.id, messageId: message.id });
    return publicMessage(message);
  });

  app.post(`${base}/media`, {
    schema: {
      summary: 'Uploads a file into the conversation',
      tags, security, params: idParams, headers: chatTokenHeaders, consumes: ['multipart/form-data'],
      description: `One file in a multipart field named "file": .jpg, .png, .amr, .mp3, .mp4, .pdf or .txt by content, at most ${CHAT_MAX_FILE_BYTES / 1024 / 1024} MB.`,
      response: { 200: mediaSchema, ...errors },
    },
  }, async (request, reply) => {
    const { conversation } = await authorizeConversation(request, reply, request.params.id);
    if (conversation.state === 'CLOSED') throw refuse(400, 'refusal.conversationEnded');
    // the whole content decides (plain text is only text to its end)
    const { filename, data } = await readUpload(request, { maxBytes: CHAT_MAX_FILE_BYTES });
    const type = sniffChatFile(data);
    if (!type) throw badRequest(CHAT_TYPE_MESSAGE);
    const blob = await app.blobs.put({
      ownerId: `chat:${conversation.id}`, purpose: BLOB_PURPOSE, filename: storedName(BLOB_PURPOSE, type.ext),
      displayName: displayName(filename, type.ext, 'attachment'), contentType: type.contentType, data,
    });
    return { id: blob.id, filename: blob.displayName, size: blob.sizeBytes, contentType: blob.contentType };
  });

  app.get(`${base}/media/:mediaId`, {
    schema: {
      summary: 'A file sent in the conversation',
      tags, security, headers: chatTokenHeaders,
      params: { type: 'object', required: ['id', 'mediaId'], properties: { id: uuid, mediaId: uuid } },
      response: { 200: { type: 'string', format: 'binary' }, ...errors },
    },
  }, async (request, reply) => {
    const { id, mediaId } = request.params;
    const { conversation } = await authorizeConversation(request, reply, id);
    const blob = await app.blobs.get(mediaId);
    if (!blob || blob.ownerId !== `chat:${conversation.id}`) throw refuse(404, 'refusal.attachmentNotFound');
    return reply
      .header('content-type', blob.contentType)
      .header('content-disposition', attachmentHeader(blob.filename))
      .header('x-content-type-options', 'nosniff')
      .send(blob.data);
  });

  app.post(`${base}/typing`, {
    schema: {
      summary: 'Tells the agent what the visitor is typing',
      tags, security, params: idParams, headers: chatTokenHeaders,
      body: { type: 'object', required: ['preview'], properties: { preview: { type: 'string', maxLength: MAX_MESSAGE_LENGTH } } },
      response: { 204: { type: 'null' }, ...errors },
    },
  }, async (request, reply) => {
    const { conversation, actor } = await authorizeConversation(request, reply, request.params.id);
    const preview = request.body.preview.slice(0, 200);
    if (conversation.state !== 'CLOSED') await chatHub(app.db).publish({ kind: 'typing', conversationId: conversation.id, authorType: actor.type, preview });
    return reply.status(204).send(null);
  });
}
