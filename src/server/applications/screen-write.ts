import { applicationLanguage } from '../core/language';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { screenPair } from '../../engine/content';
import type { ContentIndex } from '../../engine/types';
import { withoutWriteOnly } from '../../engine/write-only';
import { conflict, HttpError, notFound } from '../core/errors';
import type { SessionUser } from '../core/auth';
import { SCREEN_EFFECTS } from '../effects';
import { applyEvent } from './apply-event';
import { deepMerge } from './flow-runtime';
import { findApplication, loadForUser, type ApplicationRow } from './repo';

/** Screen ids the generic write accepts: pairs in schemas/screens (their ids have no folder). */
const isScreenId = (id: string): boolean => /^[a-z0-9-]+$/.test(id);

const hashOf = (body: unknown): string => createHash('sha256').update(stableJson(body)).digest('hex');
function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(',')}]`;
  if (v && typeof v === 'object') return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${stableJson((v as Record<string, unknown>)[k])}`).join(',')}}`;
  return JSON.stringify(v);
}

interface ScreenMeta {
  /** The flow event its submit sends. */
  event?: string;
  /** Where its data goes: merged at the top (default), under one key, or nowhere (the effect keeps what matters). */
  store?: string | false;
}

/** The x-screen settings of a screen's ui file. */
function screenMeta(index: ContentIndex, screenId: string): ScreenMeta {
  const ui = screenPair(index, screenId)?.ui as { 'x-screen'?: ScreenMeta } | undefined;
  return ui?.['x-screen'] ?? {};
}

interface LastWrite {
  hash: string;
  from: string;
}

export interface ScreenWriteResult {
  row: ApplicationRow;
  /** Extra answer fields the screen's work gave (invitation links, say). */
  reply: Record<string, unknown>;
}

/**
 * The one screen write: validates the body with the screen's own schema (400, nothing stored),
 * accepts it only at a step that shows the screen (409), and hands it to the flow's event function
 * with the screen's server work (src/server/effects/screens). Sending the same body again after it
 * moved the application on changes nothing and answers the application as it is (double submit).
 */
export async function writeScreen(
  app: FastifyInstance,
  input: { uuid: string; screenId: string; body: unknown; user: SessionUser; client?: { ip: string; userAgent?: string } },
): Promise<ScreenWriteResult> {
  const { screenId, user } = input;
  const { app: current } = await loadForUser(app.db, input.uuid, user, 'owner');
  // the screens, flow and org of the content version the application started on
  const version = await app.content.forApplication(current);
  const pair = isScreenId(screenId) ? screenPair(version.index, screenId) : undefined;
  if (!pair) throw notFound(`Screen "${screenId}" not found`);
  const body = version.screens.validate<Record<string, unknown>>(screenId, input.body, applicationLanguage(current, version.org(current.org_code)));
  const flow = version.applicantFlow;
  const { event, store } = screenMeta(version.index, screenId);
  const hash = hashOf(body);

  const last = (current.flags.screenWrites as Record<string, LastWrite> | undefined)?.[screenId];
  if (last && last.hash === hash && current.state !== last.from) return { row: current, reply: {} };

  const showing = flow.statesShowing(screenId);
  const anyState = flow.pageScreens.includes(screenId);
  if (!showing.length && !anyState) throw conflict(`"${screenId}" is not a step of this application`);
  if (!anyState && !showing.includes(current.state)) {
    throw conflict(`"${screenId}" belongs to the ${showing.join(' or ')} step, but the application is at the ${current.state} step (${flow.routeOf(current.state) ?? ''})`);
  }

  const stored = withoutWriteOnly(pair.schema, body) as Record<string, unknown>;
  try {
    const result = await applyEvent(app, {
      uuid: current.uuid, actorId: user.id, event,
      ifRefused: event === undefined ? 'keep' : 'conflict',
      work: async ({ app: scoped, row, now }) => {
        const kept = store === false ? {} : typeof store === 'string' ? { [store]: stored } : stored;
        const data = deepMerge(row.data, kept);
        const effect = SCREEN_EFFECTS[screenId];
        const done = effect
          ? await effect({ app: scoped, row, org: version.org(row.org_code), body, data, flags: row.flags, now, actorId: user.id, client: input.client ?? { ip: 'unknown' } })
          : {};
        const writes = { ...(row.flags.screenWrites as Record<string, LastWrite> | undefined), [screenId]: { hash, from: row.state } };
        return { data: { ...kept, ...done.data }, flags: { ...done.flags, screenWrites: writes }, reply: done.reply };
      },
    });
    return { row: result.row, reply: result.reply };
  } catch (e) {
    // Two submits of the same step at once: the second loses; if the first stored this very body,
    // the second answers its result instead of a conflict.
    if (e instanceof HttpError && e.statusCode === 409) {
      const fresh = await findApplication(app.db, current.uuid);
      const done = (fresh?.flags.screenWrites as Record<string, LastWrite> | undefined)?.[screenId];
      if (fresh && fresh.version !== current.version && done?.hash === hash) return { row: fresh, reply: {} };
    }
    throw e;
  }
}
