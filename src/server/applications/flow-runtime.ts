import type { FastifyInstance } from 'fastify';
import { compileFlow, type CompiledFlow } from '../../engine/flow-machine';
import type { FlowFile } from '../../engine/types';
import { guards } from '../../product/guards';

let cache: { flow: FlowFile; compiled: CompiledFlow } | undefined;

/** The applicant flow compiled once per content version (content reloads replace the object). */
export function applicantFlow(app: FastifyInstance): CompiledFlow {
  const flow = app.content.index.flows.applicant;
  if (!flow) throw new Error('flows/applicant.flow.json is missing');
  if (cache?.flow !== flow) cache = { flow, compiled: compileFlow(flow, guards) };
  return cache.compiled;
}

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
