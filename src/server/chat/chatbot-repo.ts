import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';

export interface ExchangeRow {
  question_id: string;
  conversation_id: string;
  question_str: string;
  response_str: string;
  answer_id: string | null;
  handoff: boolean;
  created_dt: Date;
  rating: string | null;
  feedback_message: string | null;
}

const COLS = 'question_id, conversation_id, question_str, response_str, answer_id, handoff, created_dt, rating, feedback_message';

export async function addExchange(db: Queryable, e: { conversationId: string; question: string; response: string; answerId: string; handoff: boolean }): Promise<ExchangeRow> {
  const [row] = await db.query<ExchangeRow>(
    `insert into chatbot_exchange (question_id, conversation_id, question_str, response_str, answer_id, handoff)
     values ($1, $2, $3, $4, $5, $6) returning ${COLS}`,
    [randomUUID(), e.conversationId, e.question, e.response, e.answerId, e.handoff],
  );
  return row as ExchangeRow;
}

/** The last `limit` exchanges of a conversation, oldest first. */
export async function lastExchanges(db: Queryable, conversationId: string, limit: number): Promise<ExchangeRow[]> {
  const rows = await db.query<ExchangeRow>(
    `select ${COLS} from chatbot_exchange where conversation_id = $1 order by created_dt desc, question_id desc limit $2`,
    [conversationId, limit],
  );
  return rows.reverse();
}

export async function rateExchange(db: Queryable, f: { questionId: string; conversationId: string; rating: string; message: string | null; senderEmail: string | null; at: Date }): Promise<ExchangeRow | undefined> {
  const [row] = await db.query<ExchangeRow>(
    `update chatbot_exchange set rating = $3, feedback_message = $4, sender_email = $5, feedback_at = $6
      where question_id = $1 and conversation_id = $2 returning ${COLS}`,
    [f.questionId, f.conversationId, f.rating, f.message, f.senderEmail, f.at],
  );
  return row;
}
