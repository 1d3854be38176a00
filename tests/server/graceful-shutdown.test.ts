import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHUTDOWN } from '../../src/server/shutdown';
import { createUser } from '../../src/server/identity/users';
import { migrate } from '../../src/server/db/migrate';
import type { Db } from '../../src/server/db';
import { PG_URL, postgresAvailable, scratchSchema } from '../helpers/postgres';
import { registrationPayload } from '../helpers/registration';

/**
 * The server as it runs (its own process, from the sources) on PostgreSQL, stopped with SIGTERM while
 * clients write to it: what it acknowledged must all be in the database afterwards.
 */
const PORT = 4631;
const base = `http://127.0.0.1:${PORT}`;
const onPostgres = await postgresAvailable('a graceful stop under load');

const sessionBody = { platform: 'WEB', libVersion: '1.0.0', appVersion: '0.1.0', referrer: '', queryParams: {}, screenWidth: 1280, screenHeight: 800, windowWidth: 1200, windowHeight: 700, sessionKey: null };

function startServer(databaseUrl: string): Promise<{ child: ChildProcess; exited: Promise<number | null>; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'info', TRUST_PROXY: 'true', JWT_SECRET: 'shutdown-test-secret-shutdown-test-secret' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => { output += d.toString(); });
  child.stderr?.on('data', (d: Buffer) => { output += d.toString(); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return (async () => {
    for (let i = 0; i < 600; i++) {
      if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
      try {
        if ((await fetch(`${base}/readyz`)).ok) return { child, exited, output: () => output };
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server did not start: ${output}`);
  })();
}

describe.runIf(onPostgres)('a graceful stop (SIGTERM) under load', () => {
  let scratch: Awaited<ReturnType<typeof scratchSchema>>;
  let db: Db;
  let admin: pg.Client;
  const emails = Array.from({ length: 4 }, (_, i) => `stop.${process.pid}.${i}@example.com`);
  beforeAll(async () => {
    scratch = await scratchSchema('shutdown');
    db = await scratch.open();
    await migrate(db);
    for (const email of emails) await createUser(db, { email, password: 'correct horse battery', role: 'APPLICANT', orgCode: 'HEARTH', profile: {} });
    admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await db?.close();
    await admin?.end();
    await scratch?.drop();
  });

  it('finishes what is in flight, tells sockets to reconnect, exits, and loses no acknowledged write or mail', { timeout: 120_000 }, async () => {
    const url = new URL(PG_URL);
    url.searchParams.set('options', `-c search_path=${scratch.name}`);
    const server = await startServer(url.toString());

    const socket = new WebSocket(`ws://127.0.0.1:${PORT}/service-omni-proxy/insecure/api/v1/socket`);
    await new Promise<void>((resolve, reject) => { socket.once('open', () => resolve()); socket.once('error', reject); });
    const socketClosed = new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));

    // writers: telemetry events (each its own, never de-duplicated) and reset links (mail in the outbox)
    const acknowledged = { events: new Map<string, number>(), resets: 0, registered: [] as string[], refused: [] as (string | null)[] };
    let writing = true;
    const eventLane = async (lane: number) => {
      const opened = await fetch(`${base}/ft/heloc/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(sessionBody) });
      const { sessionKey } = await opened.json() as { sessionKey: { uuid: string } };
      acknowledged.events.set(sessionKey.uuid, 0);
      for (let n = 0; writing; n++) {
        try {
          const res = await fetch(`${base}/ft/heloc/event`, {
            method: 'POST', headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ event: 'page_view', eventType: 'VIEW', domain: 'x', pagePath: `/lane/${lane}`, queryParams: {}, sessionKey, eventProperties: { n }, dontDedupe: true }),
          });
          if (res.status === 200 && (await res.json()).stored === true) acknowledged.events.set(sessionKey.uuid, (acknowledged.events.get(sessionKey.uuid) ?? 0) + 1);
          else if (res.status === 503) acknowledged.refused.push(res.headers.get('retry-after'));
        } catch {
          return; // refused: the server no longer takes connections
        }
      }
    };
    const resetLane = async (email: string, lane: number) => {
      for (let n = 0; writing && n < 5; n++) {
        try {
          const res = await fetch(`${base}/identity/api/v1/password-reset/request`, {
            method: 'POST', headers: { 'content-type': 'application/json', 'x-org': 'HEARTH', 'x-forwarded-for': `198.51.100.${lane}` }, body: JSON.stringify({ email }),
          });
          if (res.status === 202) acknowledged.resets += 1;
          await new Promise((resolve) => setTimeout(resolve, 100));
        } catch {
          return;
        }
      }
    };
    const lanes = [...[0, 1, 2, 3].map(eventLane), ...emails.map(resetLane)];
    await new Promise((resolve) => setTimeout(resolve, 700));

    // registrations in flight when the stop comes (each waits for a password hash)
    const registrations = Array.from({ length: 3 }, (_, i) => {
      const payload = registrationPayload();
      return fetch(`${base}/identity/api/v1/registration/register`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-org': 'HEARTH', 'x-forwarded-for': `192.0.2.${i}` }, body: JSON.stringify(payload),
      }).then((res) => {
        if (res.status === 201) acknowledged.registered.push((payload['contact-info'] as { email: string }).email);
        return res.status;
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopAt = performance.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const stopMs = performance.now() - stopAt;
    writing = false;
    await Promise.all(lanes);

    expect(code, server.output()).toBe(0);
    // not held open by idle keep-alive connections until the requests' bound cuts them
    expect(stopMs).toBeLessThan(SHUTDOWN.requestsMs);
    for (const refusal of acknowledged.refused) expect(refusal).toMatch(/^\d+$/);
    // in flight at the stop: answered, not cut
    expect(await Promise.all(registrations)).toEqual([201, 201, 201]);
    expect(await socketClosed).toEqual({ code: 1012, reason: 'reconnect' });

    let events = 0;
    for (const [session, count] of acknowledged.events) {
      const rows = await admin.query(`select count(*)::int as n from ${scratch.name}.telemetry_event where session_uuid = $1`, [session]);
      expect(rows.rows[0].n, `events of session ${session}`).toBe(count);
      events += count;
    }
    const mails = await admin.query(`select count(*)::int as n from ${scratch.name}.mail_outbox where to_address = any($1)`, [emails]);
    expect(mails.rows[0].n).toBe(acknowledged.resets);
    const accounts = await admin.query(`select count(*)::int as n from ${scratch.name}.app_user where email = any($1)`, [acknowledged.registered]);
    expect(accounts.rows[0].n).toBe(3);
    console.log(`stopped in ${stopMs.toFixed(0)} ms with ${events} telemetry events, ${acknowledged.resets} reset mails and 3 registrations acknowledged, all of them stored`);
    expect(events).toBeGreaterThan(0);
    expect(acknowledged.resets).toBeGreaterThan(0);
  });
});
