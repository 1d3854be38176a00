import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { conflict, HttpError, notFound } from '../core/errors';
import type { SessionUser } from '../core/auth';
import { serverStatus } from '../domain/status';
import { advance, applicantFlow, deepMerge, guardRecord } from './flow-runtime';
import { findApplication, loadForUser, updateApplication, type ApplicationRow } from './repo';
import { SCREEN_EFFECTS, SECRET_FIELDS, sandboxProviders, type Providers } from './screen-effects';

/** Screen ids the generic write accepts: pairs in schemas/screens (their ids have no folder). */
const isScreenId = (id: string): boolean => /^[a-z0-9-]+$/.test(id);

const hashOf = (body: unknown): string => createHash('sha256').update(stableJson(body)).digest('hex');
function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (v && typeof v === 'object') return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${stableJson((v as Record<string, unknown>)[k])}`).join(',')}}`;
  return JSON.stringify(v);
}

/** The x-screen.event of a screen: the flow event its submit sends. */
export function screenEvent(app: FastifyInstance, screenId: string): string | undefined {
  const ui = app.content.index.screens[screenId]?.ui as { 'x-screen'?: { event?: string } } | undefined;
  return ui?.['x-screen']?.event;
}

interface LastWrite {
  hash: string;
  from: string;
  to: string;
}

/**
 * The generic screen write: validates the body with the screen's own schema (400, nothing stored),
 * checks the current state allows it (409), runs the screen's server work, merges the data, applies
 * the screen's flow event through the compiled machine and guards, then the server's own outcomes
 * (declines, reviews). All in one transaction. Sending the same body again after it moved the
 * application on changes nothing and answers the application as it is (double submit).
 */
export async function writeScreen(
  app: FastifyInstance,
  input: { uuid: string; screenId: string; body: unknown; user: SessionUser; providers?: Providers },
): Promise<ApplicationRow> {
  const { screenId, user } = input;
  if (!isScreenId(screenId) || !app.content.index.screens[screenId]) throw notFound(`Screen "${screenId}" not found`);
  const { app: current } = await loadForUser(app.db, input.uuid, user, 'owner');
  const body = app.screens.validate<Record<string, unknown>>(screenId, input.body);
  const flow = applicantFlow(app);
  const event = screenEvent(app, screenId);
  const hash = hashOf(body);

  const last = (current.flags.screenWrites as Record<string, LastWrite> | undefined)?.[screenId];
  if (last && last.hash === hash && last.from !== last.to && current.state === last.to) return current;

  const state = flow.state(current.state);
  if (!state || state.final) throw conflict(`The application is closed (${current.state}); "${screenId}" cannot be submitted`);
  if (event && !flow.accepts(current.state, event)) {
    throw conflict(`"${screenId}" cannot be submitted now: the application is at the ${current.state} step (${flow.routeOf(current.state) ?? ''})`);
  }
  // A screen shown by a step is written from that step only. Its event may be a global one (the liens
  // screen sends underwrite, which the server may also apply from any state): without this, re-sending
  // the liens after signing would re-underwrite the application and send it back to the offers.
  const ownerStates = Object.entries(flow.flow.states).filter(([, s]) => s.screen === screenId).map(([name]) => name);
  const localEvent = event !== undefined && (state.transitions ?? []).some((t) => t.event === event);
  if (ownerStates.length > 0 && !ownerStates.includes(current.state) && !localEvent) {
    throw conflict(`"${screenId}" belongs to the ${ownerStates.join(' or ')} step, but the application is at the ${current.state} step`);
  }

  try {
    return await apply(app, { current, screenId, body, event, hash, user, providers: input.providers });
  } catch (e) {
    // Two submits of the same step at once: the second loses the version race; if the first one
    // stored this very body, the second answers its result instead of a conflict.
    if (e instanceof HttpError && e.statusCode === 409) {
      const fresh = await findApplication(app.db, current.uuid);
      const done = (fresh?.flags.screenWrites as Record<string, LastWrite> | undefined)?.[screenId];
      if (fresh && fresh.version !== current.version && done?.hash === hash) return fresh;
    }
    throw e;
  }
}

async function apply(
  app: FastifyInstance,
  input: { current: ApplicationRow; screenId: string; body: Record<string, unknown>; event: string | undefined; hash: string; user: SessionUser; providers?: Providers },
): Promise<ApplicationRow> {
  const { current, screenId, body, event, hash, user } = input;
  const flow = applicantFlow(app);
  return app.db.transaction(async (tx) => {
    const now = app.clock.now();
    const stored: Record<string, unknown> = { ...body };
    for (const f of SECRET_FIELDS) delete stored[f];
    const data = deepMerge(current.data, stored);
    const effect = SCREEN_EFFECTS[screenId];
    const result = effect
      ? await effect({ app, tx, row: current, org: app.content.org(current.org_code), body, data, flags: current.flags, now, providers: input.providers ?? sandboxProviders })
      : {};
    const nextData = deepMerge(data, result.data ?? {});
    const nextFlags = { ...current.flags, ...result.flags };
    const moved = advance(flow, current.state, event, guardRecord(nextData, nextFlags));
    if (event && moved.events.length === 0) {
      throw conflict(`The application is not ready for "${screenId}" yet: the ${current.state} step needs more information`);
    }
    const writes = { ...(current.flags.screenWrites as Record<string, LastWrite> | undefined), [screenId]: { hash, from: current.state, to: moved.state } };
    const finalFlags = { ...nextFlags, screenWrites: writes };
    // Top-level keys are written whole: the merge above already combined nested objects.
    const row = await updateApplication(tx, current, {
      data: nextData, flags: finalFlags, state: moved.state,
      serverStatus: serverStatus({ state: moved.state, flags: finalFlags }, now),
      event: moved.events.join(',') || event || `save:${screenId}`, actorId: user.id,
    });
    return row;
  });
}
