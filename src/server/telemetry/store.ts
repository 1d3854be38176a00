import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';
import type { SessionKey } from '../../contracts/telemetry';

/** The spec's telemetry session key. */
export type { SessionKey };

/** A visit idle longer than this starts a new session (same tracker). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;

export interface SessionInput {
  context: string;
  orgCode?: string;
  platform: string;
  libVersion?: string;
  appVersion?: string;
  referrer?: string;
  queryParams?: Record<string, unknown>;
  screen: Record<string, number>;
  sessionKey?: SessionKey | null;
}

interface SessionRow {
  uuid: string;
  tracker_uuid: string;
  epoch: string | number;
  last_seen_at: Date | string;
}

/**
 * Continues the caller's session when it is known and recent, otherwise opens a new one. The tracker
 * id is kept whenever the caller sends one, so one browser stays one tracker across visits.
 */
export async function openSession(db: Queryable, input: SessionInput, now: Date): Promise<SessionKey> {
  const known = input.sessionKey;
  if (known) {
    const [row] = await db.query<SessionRow>(
      'select uuid, tracker_uuid, epoch, last_seen_at from telemetry_session where uuid = $1 and tracker_uuid = $2 and context = $3',
      [known.uuid, known.trackerUuid, input.context],
    );
    if (row && now.getTime() - new Date(row.last_seen_at).getTime() < SESSION_IDLE_MS) {
      await db.query('update telemetry_session set last_seen_at = $2 where uuid = $1', [row.uuid, now]);
      return { uuid: row.uuid, epoch: Number(row.epoch), trackerUuid: row.tracker_uuid };
    }
  }
  const key: SessionKey = { uuid: randomUUID(), epoch: now.getTime(), trackerUuid: known?.trackerUuid ?? randomUUID() };
  await db.query(
    `insert into telemetry_session (uuid, tracker_uuid, epoch, context, org_code, platform, lib_version, app_version, referrer, query_params, screen, created_at, last_seen_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)`,
    [key.uuid, key.trackerUuid, key.epoch, input.context, input.orgCode ?? null, input.platform, input.libVersion ?? null, input.appVersion ?? null,
      input.referrer ?? null, JSON.stringify(input.queryParams ?? {}), JSON.stringify(input.screen), now],
  );
  return key;
}

export interface EventInput {
  context: string;
  sessionKey: SessionKey;
  event: string;
  eventType?: string;
  domain?: string;
  pagePath?: string;
  queryParams?: Record<string, unknown>;
  identityId?: string;
  applicationUuid?: string;
  productType?: string;
  eventProperties?: Record<string, unknown>;
  dontDedupe?: boolean;
  dedupeProperty?: string;
}
