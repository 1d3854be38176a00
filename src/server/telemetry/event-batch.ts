import type { Queryable } from '../db';
import { notFound } from '../core/errors';
import type { EventInput } from './store';

/** At most this many events go into one insert (13 parameters each, well under PostgreSQL's 65,535). */
export const MAX_BATCH = 500;
const COLUMNS = 13;

interface Pending {
  input: EventInput;
  now: Date;
  resolve: (stored: boolean) => void;
  reject: (error: unknown) => void;
}

export interface EventBatcher {
  /** Queues an event; resolves once its batch is written, to whether it was stored (false: a duplicate). */
  record(input: EventInput, now: Date): Promise<boolean>;
  /** Writes whatever is queued; later records are refused. */
  close(): Promise<void>;
}

const dedupeKeyOf = (input: EventInput) => {
  if (input.dontDedupe) return null;
  const props = input.eventProperties ?? {};
  return `${input.event}|${input.dedupeProperty ? `${input.dedupeProperty}=${JSON.stringify(props[input.dedupeProperty] ?? null)}` : ''}`;
};

/** Writes one batch: one query checks the sessions, one inserts the events, one marks the sessions seen. */
async function writeBatch(db: Queryable, batch: Pending[]): Promise<void> {
  const sessionIds = [...new Set(batch.map((p) => p.input.sessionKey.uuid))];
  const known = await db.query<{ uuid: string; tracker_uuid: string; context: string }>(
    'select uuid, tracker_uuid, context from telemetry_session where uuid in (select jsonb_array_elements_text($1::jsonb)::uuid)',
    [JSON.stringify(sessionIds)],
  );
  const sessions = new Map(known.map((s) => [s.uuid, s]));
  const valid: { pending: Pending; dedupeKey: string | null }[] = [];
  for (const p of batch) {
    const s = sessions.get(p.input.sessionKey.uuid);
    if (s && s.tracker_uuid === p.input.sessionKey.trackerUuid && s.context === p.input.context) valid.push({ pending: p, dedupeKey: dedupeKeyOf(p.input) });
    else p.reject(notFound('Unknown telemetry session'));
  }
  if (!valid.length) return;

  const params: unknown[] = [];
  const rows = valid.map(({ pending: { input, now }, dedupeKey }, i) => {
    params.push(input.sessionKey.uuid, input.context, input.event, input.eventType ?? null, input.domain ?? null, input.pagePath ?? null,
      JSON.stringify(input.queryParams ?? {}), input.identityId ?? null, input.applicationUuid ?? null, input.productType ?? null,
      JSON.stringify(input.eventProperties ?? {}), dedupeKey, now);
    return `(${Array.from({ length: COLUMNS }, (_, c) => `$${i * COLUMNS + c + 1}`).join(', ')})`;
  });
  const inserted = await db.query<{ session_uuid: string; dedupe_key: string | null }>(
    `insert into telemetry_event (session_uuid, context, event, event_type, domain, page_path, query_params, identity_id, application_uuid, product_type, event_properties, dedupe_key, created_at)
     values ${rows.join(', ')}
     on conflict (session_uuid, dedupe_key) where dedupe_key is not null do nothing returning session_uuid, dedupe_key`,
    params,
  );
  const storedKeys = new Set(inserted.filter((r) => r.dedupe_key !== null).map((r) => `${r.session_uuid}\n${r.dedupe_key}`));
  const lastSeen = new Date(Math.max(...valid.map((v) => v.pending.now.getTime())));
  await db.query('update telemetry_session set last_seen_at = greatest(last_seen_at, $2) where uuid in (select jsonb_array_elements_text($1::jsonb)::uuid)', [
    JSON.stringify([...new Set(valid.map((v) => v.pending.input.sessionKey.uuid))]), lastSeen,
  ]);
  for (const { pending, dedupeKey } of valid) {
    if (dedupeKey === null) {
      pending.resolve(true);
      continue;
    }
    // of several events with one key in a batch, the first is the one stored
    const key = `${pending.input.sessionKey.uuid}\n${dedupeKey}`;
    pending.resolve(storedKeys.delete(key));
  }
}

/**
 * Telemetry events written in batches: an event waits for the batch being written, if any, and goes
 * into the next one with everything that arrived meanwhile (up to MAX_BATCH). Under load many events
 * share a round trip; alone, an event is written at once.
 */
export function eventBatcher(db: Queryable): EventBatcher {
  let queue: Pending[] = [];
  let running: Promise<void> | undefined;
  let closed = false;

  const drain = async () => {
    while (queue.length) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(MAX_BATCH);
      try {
        await writeBatch(db, batch);
      } catch (error) {
        for (const p of batch) p.reject(error);
      }
    }
  };
  const start = () => {
    // one tick's worth of arrivals go together even into the first batch
    running ??= new Promise<void>((r) => setImmediate(r)).then(drain).finally(() => {
      running = undefined;
      if (queue.length) start();
    });
    return running;
  };

  return {
    record(input, now) {
      if (closed) return Promise.reject(new Error('Telemetry is closed'));
      return new Promise<boolean>((resolve, reject) => {
        queue.push({ input, now, resolve, reject });
        void start();
      });
    },
    async close() {
      closed = true;
      while (running || queue.length) await (running ?? start());
    },
  };
}
