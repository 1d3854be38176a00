import { randomInt, randomUUID } from 'node:crypto';
import { inLanguage } from '../../engine/languages';
import { orgByCode, resolveString } from '../../engine/org';
import type { CopyKey } from '../../generated/copy-keys';
import { applicationLanguage } from '../core/language';
import type { FastifyInstance } from 'fastify';
import { RETURN_TO_KEY, type CompiledFlow } from '../../engine/flow-machine';
import type { AutomaticEvent } from '../../engine/types';
import { conflict, HttpError, refuse } from '../core/errors';
import type { Queryable } from '../db';
import { AUTOMATIC_EFFECTS } from '../effects/automatic';
import { scopedToTransaction } from '../effects/scoped';
import type { AutomaticEffect, EffectResult } from '../effects/types';
import { BASE_VERSION } from '../../contracts/studio';
import { deepMerge, guardRecord } from './flow-runtime';
import { refusalMessage, type RefusalKind } from './refusals';
import { COLS, findApplication, type ApplicationRow } from './repo';

/** Work done inside the event's transaction before the flow is asked: it returns the data and flags it changes. */
export type EventWork = (ctx: { app: FastifyInstance; tx: Queryable; row: ApplicationRow; now: Date }) => Promise<EffectResult>;

export interface EventInput {
  uuid: string;
  /** Who sends it (an identity id), or null for the server itself. */
  actorId: string | null;
  /** The event; undefined only settles (the state's automatic events and the flow's outcomes). */
  event?: string;
  work?: EventWork;
  /**
   * When the current state does not take the event, or no guard of it passes: 'conflict' answers 409
   * and stores nothing (the default); 'keep' stores the work's data and flags without a move.
   */
  ifRefused?: 'conflict' | 'keep';
  /** What the caller is doing, as a copy key (refusal.doing.*), for the 409 message in the application's language. */
  label?: CopyKey;
}

export interface EventResult {
  row: ApplicationRow;
  /** The moves made, in order: the event's, then the automatic and outcome ones. */
  moves: { from: string; to: string; event: string }[];
  /** What the work and the automatic effects asked to answer besides the application. */
  reply: Record<string, unknown>;
}

/** At most this many automatic moves after one event: the flow is checked for cycles, this guards the rest. */
const MAX_SETTLE = 12;

const effectNamed = (name: string): AutomaticEffect => {
  const effect = (AUTOMATIC_EFFECTS as Record<string, AutomaticEffect | undefined>)[name];
  if (!effect) throw new Error(`effect "${name}" is not registered`);
  return effect;
};

/** When a timed automatic event falls due (ms since the epoch); NaN while its flag holds no time. */
const dueTime = (after: NonNullable<AutomaticEvent['after']>, record: Record<string, unknown>): number =>
  Date.parse(String(record[after.flag] ?? '')) + (after.minutes ?? 0) * 60_000;

const isDue = (a: AutomaticEvent, record: Record<string, unknown>, now: Date): boolean => {
  if (!a.after) return true;
  const at = dueTime(a.after, record);
  return Number.isFinite(at) && now.getTime() >= at;
};

/**
 * How long until the first of the state's timed moves falls due (a sandbox provider's wait), so a poller
 * can come back then rather than on its next backoff step; null when none is ahead.
 */
export async function readyInMs(app: FastifyInstance, row: ApplicationRow): Promise<number | null> {
  const now = app.clock.now();
  const record = guardRecord(row.data, row.flags, now);
  const ahead = (await app.content.forApplication(row)).applicantFlow.automaticOf(row.state)
    .map((a) => (a.after ? dueTime(a.after, record) - now.getTime() : NaN))
    .filter((ms) => Number.isFinite(ms) && ms > 0);
  return ahead.length ? Math.min(...ahead) : null;
}

/**
 * The only code that moves an application. In one transaction, with the application row locked:
 * runs the caller's work, applies the event through the compiled flow and its guards, then the new
 * state's automatic events and the flow's outcomes until nothing moves, records every move in the
 * application event log, and stores state, data, flags and the state's server status together.
 */
export async function applyEvent(app: FastifyInstance, input: EventInput): Promise<EventResult> {
  // the flow of the content version the application started on (loaded before the row is locked)
  const [pinned] = await app.db.query<{ content_version: string; org_code: string; language: string | null }>('select content_version, org_code, language from application where uuid = $1', [input.uuid]);
  if (!pinned) throw refuse(404, 'refusal.applicationNotFound');
  const version = await app.content.forApplication(pinned);
  const flow = version.applicantFlow;
  // refused in the application's language (the caller's words for what was tried come in it too)
  const words = inLanguage(version.index, applicationLanguage(pinned, version.org(pinned.org_code)));
  const action = input.label ? resolveString(words.strings, input.label, orgByCode(words.orgs, pinned.org_code)) : undefined;
  const refuseStep = (kind: RefusalKind, state: string, record: Record<string, unknown>) =>
    conflict(refusalMessage(words, pinned.org_code, kind, { action, status: flow.statusOf(state, record) ?? state }));
  return app.db.transaction(async (tx) => {
    const [locked] = await tx.query<ApplicationRow>(`select ${COLS} from application where uuid = $1 for update`, [input.uuid]);
    if (!locked) throw refuse(404, 'refusal.applicationNotFound');
    const now = app.clock.now();
    const scoped = scopedToTransaction(app, tx);
    let data = locked.data;
    let flags = locked.flags;
    let state = locked.state;
    const moves: EventResult['moves'] = [];
    const reply: Record<string, unknown> = {};
    const record = () => guardRecord(data, flags, now);
    const take = (r: EffectResult) => {
      if (r.data) data = deepMerge(data, r.data);
      if (r.flags) flags = { ...flags, ...r.flags };
      if (r.reply) Object.assign(reply, r.reply);
    };
    const move = (to: string, event: string) => {
      if (to !== state && flow.state(to)?.history) flags = { ...flags, [RETURN_TO_KEY]: { ...(flags[RETURN_TO_KEY] as object | undefined), [to]: state } };
      moves.push({ from: state, to, event });
      state = to;
    };

    if (input.event !== undefined) {
      const { event } = input;
      if (flow.state(state)?.final) throw refuseStep('closed', state, record());
      const accepted = flow.accepts(state, event);
      if (!accepted && input.ifRefused !== 'keep') throw refuseStep('notNow', state, record());
      if (input.work) take(await input.work({ app: scoped, tx, row: locked, now }));
      const next = accepted ? flow.next(state, event, record()) : undefined;
      if (next !== undefined) move(next, event);
      else if (input.ifRefused !== 'keep' && !firstOutcome(flow, state, record())) {
        throw refuseStep('notReady', state, record());
      }
    } else if (input.work) {
      take(await input.work({ app: scoped, tx, row: locked, now }));
    }

    // The server's own moves: outcomes (declines, reviews) first, then the state's automatic events.
    for (let i = 0; i < MAX_SETTLE; i++) {
      const outcome = firstOutcome(flow, state, record());
      if (outcome) {
        move(outcome.to, outcome.event);
        continue;
      }
      let moved = false;
      for (const a of flow.automaticOf(state)) {
        if (!isDue(a, record(), now)) continue;
        if (a.effect) take(await effectNamed(a.effect)({ app: scoped, row: { ...locked, state, data, flags }, now, actorId: input.actorId }));
        const next = flow.next(state, a.event, record());
        if (next !== undefined && next !== state) {
          move(next, a.event);
          moved = true;
          break;
        }
      }
      if (!moved) break;
    }

    // The state's own work on arrival (a decline's notice), once, in this transaction.
    if (state !== locked.state) {
      for (const name of flow.state(state)?.onEnter ?? []) {
        take(await effectNamed(name)({ app: scoped, row: { ...locked, state, data, flags }, now, actorId: input.actorId }));
      }
    }

    const status = flow.statusOf(state, record()) ?? locked.server_status;
    const changed = moves.length > 0 || state !== locked.state || status !== locked.server_status ||
      JSON.stringify(data) !== JSON.stringify(locked.data) || JSON.stringify(flags) !== JSON.stringify(locked.flags);
    if (!changed) return { row: locked, moves, reply };
    const [row] = await tx.query<ApplicationRow>(
      `update application set data = $2::jsonb, flags = $3::jsonb, state = $4, server_status = $5, version = version + 1, updated_at = now()
       where uuid = $1 returning ${COLS}`,
      [locked.uuid, JSON.stringify(data), JSON.stringify(flags), state, status],
    );
    for (const m of moves) {
      await tx.query('insert into application_event (application_uuid, from_state, to_state, event, actor_id) values ($1, $2, $3, $4, $5)', [
        locked.uuid, m.from, m.to, m.event, input.actorId,
      ]);
    }
    return { row: row as ApplicationRow, moves, reply };
  });
}

/** The first of the flow's outcomes that moves the application from `state`, if any. */
function firstOutcome(flow: CompiledFlow, state: string, record: Record<string, unknown>): { to: string; event: string } | undefined {
  for (const event of flow.outcomes) {
    const to = flow.next(state, event, record);
    if (to !== undefined && to !== state) return { to, event };
  }
  return undefined;
}

/**
 * How long, on the application's clock, a shared copy found with nothing to move is taken as settled. A
 * timed move is looked at again the moment it falls due; a status or outcome whose guard reads the time
 * some other way moves at most this much later, on the next read after it. A clock moved back, or forward
 * past it, looks again.
 */
export const SETTLED_FRESH_MS = 1_000;
/** Shared copies (read-cache.ts) found settled: from the clock time they were, until they must be looked at again. */
const settledCopies = new WeakMap<ApplicationRow, { from: number; until: number }>();

/**
 * Lets the server make its own moves on a read (a timed step that is due, a hold a flag asks for,
 * a status that changed with time). Nothing is written when nothing changes; a concurrent writer
 * wins and the read answers what it had.
 */
export async function settle(app: FastifyInstance, row: ApplicationRow): Promise<ApplicationRow> {
  const now = app.clock.now();
  // a copy the read cache shares (frozen) that was found settled a moment ago is settled still
  const settled = Object.isFrozen(row) ? settledCopies.get(row) : undefined;
  if (settled && now.getTime() >= settled.from && now.getTime() < settled.until) return row;
  const flow = (await app.content.forApplication(row)).applicantFlow;
  const record = guardRecord(row.data, row.flags, now);
  const automatic = flow.automaticOf(row.state);
  if (!automatic.some((a) => isDue(a, record, now)) && !firstOutcome(flow, row.state, record) && flow.statusOf(row.state, record) === row.server_status) {
    if (Object.isFrozen(row)) {
      // never past the moment a timed move of the state falls due: that read moves it exactly on time
      const dues = automatic.map((a) => (a.after ? dueTime(a.after, record) : NaN)).filter((at) => Number.isFinite(at));
      settledCopies.set(row, { from: now.getTime(), until: Math.min(now.getTime() + SETTLED_FRESH_MS, ...dues) });
    }
    return row;
  }
  try {
    return (await applyEvent(app, { uuid: row.uuid, actorId: null })).row;
  } catch (e) {
    if (e instanceof HttpError && e.statusCode === 409) return (await findApplication(app.db, row.uuid)) ?? row;
    throw e;
  }
}

/**
 * Inserts an application at a given state (a test or sandbox fixture starting mid-journey, or the
 * flow's initial state through startApplication) and records its creation.
 */
export async function createApplication(
  db: Queryable,
  input: { ownerId: string; orgCode: string; state: string; serverStatus: string; data?: Record<string, unknown>; contentVersion?: string; language?: string },
): Promise<ApplicationRow> {
  const uuid = randomUUID();
  const loanNumber = `HE${new Date().getUTCFullYear()}${String(randomInt(0, 1e8)).padStart(8, '0')}`;
  const [row] = await db.query<ApplicationRow>(
    `insert into application (uuid, loan_number, org_code, owner_id, state, server_status, data, content_version, language)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${COLS}`,
    [uuid, loanNumber, input.orgCode, input.ownerId, input.state, input.serverStatus, JSON.stringify(input.data ?? {}), input.contentVersion ?? BASE_VERSION, input.language ?? null],
  );
  await db.query('insert into application_event (application_uuid, to_state, event, actor_id) values ($1, $2, $3, $4)', [
    uuid, input.state, 'create', input.ownerId,
  ]);
  return row as ApplicationRow;
}

/** A new application at the flow's first step, with that step's status, on the latest published content version. */
export async function startApplication(app: FastifyInstance, db: Queryable, input: { ownerId: string; orgCode: string; data?: Record<string, unknown>; language?: string }): Promise<ApplicationRow> {
  const version = app.content.current;
  const flow = version.applicantFlow;
  const state = flow.flow.initial;
  return createApplication(db, { ...input, state, serverStatus: flow.statusOf(state, guardRecord(input.data ?? {}, {}, app.clock.now())) ?? state, contentVersion: version.id });
}
