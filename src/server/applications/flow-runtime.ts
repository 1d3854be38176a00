import type { FastifyInstance } from 'fastify';
import { compileFlow, type CompiledFlow } from '../../engine/flow-machine';
import type { FlowFile } from '../../engine/types';

let cache: { flow: FlowFile; compiled: CompiledFlow } | undefined;

/** The applicant flow compiled once per content version (content reloads replace the object). */
export function applicantFlow(app: FastifyInstance): CompiledFlow {
  const flow = app.content.index.flows.applicant;
  if (!flow) throw new Error('flows/applicant.flow.json is missing');
  if (cache?.flow !== flow) cache = { flow, compiled: compileFlow(flow) };
  return cache.compiled;
}

/**
 * Outcomes the server decides, tried after every step in this order: the first whose guard passes
 * moves the application (declines before reviews, credit before property).
 */
export const SERVER_EVENTS = [
  'declineCreditScore', 'declineDti', 'decline', 'delinquent', 'creditError', 'noCreditFile',
  'datatreeNoMatch', 'noPropertyFound', 'reviewOwnership', 'review',
] as const;

/** The record guards read: the screens' data with the server's flags over it (as the application view). */
export const guardRecord = (data: Record<string, unknown>, flags: Record<string, unknown>): Record<string, unknown> => ({ ...data, ...flags });

/**
 * Applies an event (when given) and then the server's own outcomes. Returns the state reached and
 * the events that moved it, or moved: false when nothing applied.
 */
export function advance(flow: CompiledFlow, from: string, event: string | undefined, record: Record<string, unknown>): { state: string; events: string[] } {
  let state = from;
  const events: string[] = [];
  if (event) {
    const next = flow.next(state, event, record);
    if (next !== undefined) {
      state = next;
      events.push(event);
    }
  }
  for (const e of SERVER_EVENTS) {
    const next = flow.next(state, e, record);
    if (next !== undefined && next !== state) {
      state = next;
      events.push(e);
      break;
    }
  }
  return { state, events };
}

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
