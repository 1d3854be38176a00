import { textsIn } from '../../core/language';
import { errors, type ServicePlugin, uuid } from '../../core/route-schemas';
import { notFound, refuse } from '../../core/errors';
import { authorizeConversation } from '../../chat/access';
import { skillFor } from '../../../product/chat-skill';
import { answer } from '../../chat/chatbot';
import { addExchange, lastExchanges, rateExchange, type ExchangeRow } from '../../chat/chatbot-repo';
import { chatOpen } from '../../chat/open';
import { createConversation, type ConversationRow } from '../../chat/repo';
import { chatTokenHeaders } from '../../chat/schemas';
import { chatbotAnswerSchema, chatbotItemSchema, chatbotRatingSchema } from '../../../contracts/chat';
import { issueChatToken, verifyNonce } from '../../chat/tokens';

/** Spec: the last 20 messages are loaded initially. */
export const CHATBOT_HISTORY_LIMIT = 20;
export const MAX_QUESTION_LENGTH = 1000;


const item = (r: ExchangeRow) => ({
  questionId: r.question_id, questionStr: r.question_str, responseStr: r.response_str,
  createdDt: new Date(r.created_dt).toISOString(), handoff: r.handoff, rating: r.rating,
});

const tags = ['service-chat-chatbot'];

/** The chatbot: answers from flows/chatbot-knowledge.json with the org's copy, keeps history and ratings. */
const serviceChatChatbot: ServicePlugin = async (app) => {
  app.post('/external/api/v1/message/chatWithAutobot', {
    schema: {
      summary: "Asks the chatbot a question and answers from the knowledge file with the lender's copy",
      tags, headers: chatTokenHeaders,
      body: {
        type: 'object', required: ['message'],
        properties: {
          applicationId: { type: 'string' }, conversationId: { type: 'string' }, message: { type: 'string', minLength: 1, maxLength: MAX_QUESTION_LENGTH },
          nonce: { type: 'string' }, organization: { type: 'string' }, pageUrl: { type: 'string', maxLength: 2048 },
          senderId: { type: 'string', maxLength: 128 }, senderType: { type: 'string' }, tag: { type: 'string', maxLength: 64 },
        },
      },
      response: {
        200: chatbotAnswerSchema,
        ...errors,
      },
    },
  }, async (request, reply) => {
    const body = request.body;
    const question = body.message.trim();
    if (!question) throw refuse(400, 'refusal.typeMessage', {}, [{ path: '/message', key: 'refusal.required' }]);
    const org = request.org();
    let conversation: ConversationRow;
    if (body.conversationId) {
      ({ conversation } = await authorizeConversation(request, reply, body.conversationId));
      if (conversation.mode !== 'chatbot') throw refuse(404, 'refusal.conversationNotFound');
    } else {
      conversation = await createConversation(app.db, {
        orgCode: org.orgCode, mode: 'chatbot', skill: skillFor(org, body.tag === 'cloc'),
        friendlyName: body.senderId?.trim() || 'Visitor', tag: body.tag ?? null, pageUrl: body.pageUrl ?? null,
        // A borrower-authentication nonce links the conversation to the signed-in identity that obtained it.
        identityUuid: (body.nonce ? verifyNonce(app.jwtSecret, body.nonce)?.sub : undefined) ?? null,
      });
    }
    const words = textsIn(app.content.index, org, request.language());
    const a = answer(words.index, words.org, question, chatOpen(app, org));
    const row = await addExchange(app.db, { conversationId: conversation.id, question, response: a.text, answerId: a.answerId, handoff: a.handoff });
    // Every question renews the 10-minute chatbot session.
    const token = issueChatToken(app.jwtSecret, { conversationId: conversation.id, org: conversation.org_code, mode: 'chatbot' });
    return { conversationId: conversation.id, token, ...item(row) };
  });

  app.get('/external/api/v1/message/getChatHistory/:conversationId', {
    schema: {
      summary: "The chatbot conversation's latest questions and answers",
      tags, headers: chatTokenHeaders,
      params: { type: 'object', required: ['conversationId'], properties: { conversationId: uuid } },
      response: { 200: { type: 'array', items: chatbotItemSchema }, ...errors },
    },
  }, async (request, reply) => {
    const { conversation } = await authorizeConversation(request, reply, request.params.conversationId);
    if (conversation.mode !== 'chatbot') throw refuse(404, 'refusal.conversationNotFound');
    return (await lastExchanges(app.db, conversation.id, CHATBOT_HISTORY_LIMIT)).map(item);
  });

  app.post('/external/api/v1/message/setChatReplyUsedWithFeedback', {
    schema: {
      summary: 'Records whether a chatbot answer helped, with optional feedback',
      tags, headers: chatTokenHeaders,
      body: {
        type: 'object', required: ['questionId', 'conversationId', 'rating'],
        properties: {
          questionId: uuid, conversationId: uuid,
          responseToCustomer: { type: 'string' }, feedbackMessage: { type: 'string', maxLength: 300 },
          rating: { type: 'string', enum: ['GOOD', 'BAD'] }, senderEmail: { type: 'string', maxLength: 128 },
          senderType: { type: 'string' }, nonce: { type: 'string' },
          reason: { type: 'string' }, additionalInformation: { type: 'string' },
        },
      },
      response: { 200: chatbotRatingSchema, ...errors },
    },
  }, async (request, reply) => {
    const b = request.body;
    const { conversation } = await authorizeConversation(request, reply, b.conversationId);
    let message: string | null = null;
    if (b.rating === 'BAD') {
      // A bad rating is the "Tell us more" form: validated with its own schema.
      const form: Record<string, string> = {};
      if (b.reason !== undefined) form.reason = b.reason;
      if (b.additionalInformation) form.additionalInformation = b.additionalInformation;
      app.screens.validate('forms/chatbot-feedback', form, request.language());
      message = b.reason === 'Other' && b.additionalInformation ? `Other: ${b.additionalInformation}` : (b.reason ?? null);
    }
    const row = await rateExchange(app.db, {
      questionId: b.questionId, conversationId: conversation.id, rating: b.rating, message, senderEmail: b.senderEmail ?? null, at: app.clock.now(),
    });
    if (!row) throw notFound('Answer not found');
    return { questionId: row.question_id, rating: row.rating ?? b.rating, feedbackMessage: row.feedback_message };
  });

};
export default serviceChatChatbot;
