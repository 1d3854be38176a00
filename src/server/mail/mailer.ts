import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Transporter } from 'nodemailer';

// Loaded only when SMTP is configured (the default keeps mail in the outbox), so a start does not wait for it.
const nodemailer = () => createRequire(import.meta.url)('nodemailer') as typeof import('nodemailer');
import type { Db, Queryable } from '../db';

/** One e-mail: plain text, to one person. */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** A stored file sent with the message (a PDF notice), by its blob id and the name the reader sees. */
  attachment?: { blobId: string; filename: string };
}

/** The server's e-mail (password reset links, invitations), decorated as `app.mail`. */
export interface Mailer {
  /** Where mail goes: an SMTP server (SMTP_URL), or only the outbox the development mailbox shows. */
  readonly kind: 'smtp' | 'outbox';
  /** Queues a message in the outbox, in the caller's transaction when there is one; delivery follows its commit. */
  send(message: MailMessage): Promise<void>;
}

/** A mailer that writes to the outbox through the given database (the server's, or a transaction's). */
export function outboxMailer(kind: Mailer['kind'], db: Queryable, now: () => Date, afterQueue: () => void = () => undefined): Mailer {
  return {
    kind,
    async send(message) {
      const at = now();
      await db.query(
        `insert into mail_outbox (id, from_address, to_address, subject, body_text, created_at, next_attempt_at, attachment_blob_id, attachment_name)
         values ($1, $2, $3, $4, $5, $6, $6, $7, $8)`,
        [randomUUID(), message.from, message.to, message.subject, message.text, at, message.attachment?.blobId ?? null, message.attachment?.filename ?? null],
      );
      afterQueue();
    },
  };
}

/** Sending attempts before a message is given up (its last error stays in the outbox). */
export const MAX_ATTEMPTS = 8;
const POLL_MS = 1000;

/**
 * Delivers the outbox over SMTP: takes unsent messages (skip locked, so several server instances
 * never send one twice), sends each with nodemailer and marks it sent; a failure is tried again
 * later, with a growing pause, up to MAX_ATTEMPTS. Woken at once when a message is queued, and
 * every second in case it was queued by another instance or its transaction committed late.
 */
export class SmtpDelivery {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(url: string, private readonly db: Db) {
    this.transport = nodemailer().createTransport(url);
  }

  start(): void {
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
  }

  /** Delivers what is due now (a run in progress goes round once more). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverDue()
      .catch(() => undefined) // the database went away (shutdown); the next round tries again
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          setImmediate(() => this.kick());
        }
      });
  }

  /** Waits for the current round (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.idle();
    this.transport.close();
  }

  private async deliverDue(): Promise<void> {
    for (;;) {
      const sent = await this.db.transaction(async (tx) => {
        const [m] = await tx.query<{
          id: string; from_address: string; to_address: string; subject: string; body_text: string; attempts: number;
          attachment_blob_id: string | null; attachment_name: string | null;
        }>(
          `select id, from_address, to_address, subject, body_text, attempts, attachment_blob_id, attachment_name from mail_outbox
            where sent_at is null and attempts < $1 and next_attempt_at <= now()
            order by created_at limit 1 for update skip locked`,
          [MAX_ATTEMPTS],
        );
        if (!m) return false;
        try {
          const [file] = m.attachment_blob_id
            ? await tx.query<{ data: Buffer; content_type: string }>('select data, content_type from blob where id = $1', [m.attachment_blob_id])
            : [];
          const attachments = file ? [{ filename: m.attachment_name ?? 'attachment', content: Buffer.from(file.data), contentType: file.content_type }] : undefined;
          await this.transport.sendMail({ from: m.from_address, to: m.to_address, subject: m.subject, text: m.body_text, attachments });
          await tx.query('update mail_outbox set sent_at = now(), attempts = attempts + 1, last_error = null where id = $1', [m.id]);
        } catch (error) {
          await tx.query(
            `update mail_outbox set attempts = attempts + 1, last_error = $2,
               next_attempt_at = now() + make_interval(secs => power(2, attempts + 1) * 5) where id = $1`,
            [m.id, String((error as Error).message).slice(0, 500)],
          );
        }
        return true;
      });
      if (!sent) return;
    }
  }
}

export interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: Date;
  sent_at: Date | null;
  attachment_blob_id: string | null;
  attachment_name: string | null;
}

/** A message's attachment, by the message id (the development mailbox's download). */
export async function outboxAttachment(db: Queryable, messageId: string): Promise<{ filename: string; blobId: string } | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(messageId)) return undefined;
  const [m] = await db.query<{ attachment_blob_id: string | null; attachment_name: string | null }>(
    'select attachment_blob_id, attachment_name from mail_outbox where id = $1', [messageId],
  );
  return m?.attachment_blob_id ? { blobId: m.attachment_blob_id, filename: m.attachment_name ?? 'attachment' } : undefined;
}

/** The newest messages in the outbox, for one address or all. */
export async function outboxFor(db: Queryable, to: string | undefined, limit = 50): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `select id, to_address, subject, body_text, created_at, sent_at, attachment_blob_id, attachment_name from mail_outbox
      where $1::text is null or lower(to_address) = lower($1) order by created_at desc limit $2`,
    [to ?? null, limit],
  );
}

/** The sender of a lender's mail: its brand, from the no-reply address of its own site. */
export function senderFor(org: { orgBrand: string; baseUrl: string }): string {
  let host = 'localhost';
  try {
    host = new URL(org.baseUrl).hostname;
  } catch {
    // an org's baseUrl is checked by content:check; keep mail going with a plain sender otherwise
  }
  return `"${org.orgBrand.replace(/"/g, '')}" <no-reply@${host}>`;
}

/**
 * Where links in a lender's mail point: in production always the lender's own site (a request's Host
 * header must never choose where a reset link goes); elsewhere the site the request came to, so
 * links work on a development machine.
 */
export function linkOrigin(production: boolean, org: { baseUrl: string }, requestOrigin: string | undefined): string {
  if (production || !requestOrigin) return new URL(org.baseUrl).origin;
  return requestOrigin;
}
