import type { FastifyInstance } from 'fastify';
import type { CompiledFlow } from '../../engine/flow-machine';

/**
 * The applicant flow of the latest published content version (staff lists, new applications); an
 * application's own moves use the flow of the version it started on (app.content.forApplication).
 */
export const applicantFlow = (app: FastifyInstance): CompiledFlow => app.content.current.applicantFlow;

/**
 * The record guards read: the screens' data with the server's flags over it (as the application
 * view), and the server clock as `now` (ISO) for guards about time.
 */
export const guardRecord = (data: Record<string, unknown>, flags: Record<string, unknown>, now?: Date): Record<string, unknown> =>
  ({ ...data, ...flags, ...(now ? { now: now.toISOString() } : {}) });

/** Merges a patch into a document: objects recursively, anything else (arrays included) replaced. */
export function deepMerge(target: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    const prev = out[key];
    out[key] = isPlain(value) && isPlain(prev) ? deepMerge(prev, value) : value;
  }
  return out;
}

const isPlain = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
