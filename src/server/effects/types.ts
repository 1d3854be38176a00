import type { ClientInfo } from '../core/auth';
import type { FastifyInstance } from 'fastify';
import type { OrgRecord } from '../core/content-service';
import type { ApplicationRow } from '../applications/repo';

/** What a step's server work changes: data and flags merged into the application, and extra answer fields. */
export interface EffectResult {
  data?: Record<string, unknown>;
  flags?: Record<string, unknown>;
  /** Fields answered beside the application (invitation links, say); never stored. */
  reply?: Record<string, unknown>;
}

/** A screen's server work, run inside the event's transaction (`app.db` is that transaction). */
export interface ScreenEffectContext {
  app: FastifyInstance;
  row: ApplicationRow;
  org: OrgRecord;
  /** The validated body as sent (write-only fields included; they are never stored). */
  body: Record<string, unknown>;
  /** Application data with the stored part of the body merged in. */
  data: Record<string, unknown>;
  flags: Record<string, unknown>;
  now: Date;
  actorId: string;
  /** The caller's network address and browser, for records such as signatures. */
  client: ClientInfo;
}
export type ScreenEffect = (ctx: ScreenEffectContext) => Promise<EffectResult>;

/** Work the server does by itself at a state before trying one of its automatic events. */
export interface AutomaticEffectContext {
  app: FastifyInstance;
  /** The application as it stands in the transaction (state, data and flags so far). */
  row: ApplicationRow;
  now: Date;
  actorId: string | null;
}
export type AutomaticEffect = (ctx: AutomaticEffectContext) => Promise<EffectResult>;

export const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
export const str = (v: unknown): string => (typeof v === 'string' ? v : '');
