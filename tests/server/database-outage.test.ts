import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RIGHT_BACK_MESSAGE } from '../../src/server/core/errors';
import { openDb, type Db } from '../../src/server/db';
import { createTestApp, type TestApp } from '../helpers/app';
import { PG_URL, postgresAvailable, scratchSchema } from '../helpers/postgres';
import { tcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { appUrl, profileBody, put, registerApplicant, statusUrl, type Applicant } from './application-helpers';
import { openSocket } from './chat-socket-helper';
import { edited, editor, studio } from './studio-helpers';

/**
 * Instance A reaches the shared PostgreSQL through a proxy the test takes away and gives back; instance B
 * reaches it directly and goes on working meanwhile, so A misses B's notifications while it is cut off.
 * Short bounds, so a database that vanishes is noticed in a test's time (the server's own are longer).
 */
const BOUNDS = { connectMs: 1_500, statementMs: 2_000, readMs: 2_500, breakerMs: 300 };
const LISTENING = { checkMs: 500, answerMs: 400, firstRetryMs: 50, maxRetryMs: 300 };
const PROXY_PORT = 4611;
const SOCKET_PORT = 4612;
const SMTP_PORT = 4613;

const onPostgres = await postgresAvailable('database outages');

/** Requests of A, one after another on `lanes` lanes, until stopped: every status seen and the slowest answer. */
function loadOn(t: TestApp, who: Applicant, lanes = 4) {
  const statuses = new Map<number, number>();
  let slowestMs = 0;
  let running = true;
  const urls = [appUrl(who.uuid), statusUrl(who.uuid), '/service-profile/api/v1/notifications'];
  const lane = async (n: number) => {
    for (let i = n; running; i++) {
      const started = performance.now();
      const r = await t.app.inject({ url: urls[i % urls.length] as string, headers: who.auth });
      slowestMs = Math.max(slowestMs, performance.now() - started);
      statuses.set(r.statusCode, (statuses.get(r.statusCode) ?? 0) + 1);
      if (r.statusCode === 503) {
        expect(r.headers['retry-after']).toMatch(/^\d+$/);
        expect(r.json().message).toBe(RIGHT_BACK_MESSAGE);
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  const done = Promise.all(Array.from({ length: lanes }, (_, n) => lane(n)));
  return {
    statuses,
    get slowestMs() {
      return slowestMs;
    },
    reset() {
      statuses.clear();
      slowestMs = 0;
    },
    async stop() {
      running = false;
      await done;
    },
  };
}

const ready = async (t: TestApp) => (await t.app.inject({ url: '/readyz' })).statusCode === 200;

describe.runIf(onPostgres)('a database outage on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof scratchSchema>>;
  let proxy: TcpProxy;
  let admin: pg.Client;
  let dbA: Db;
  let dbB: Db;
  let a: TestApp;
  let b: TestApp;
  const appName = `outage_a_${process.pid}`;

  beforeAll(async () => {
    scratch = await scratchSchema('outage');
    proxy = await tcpProxy(PROXY_PORT, { host: '127.0.0.1', port: Number(new URL(PG_URL).port || 5432) });
    const throughProxy = new URL(proxy.url(PG_URL));
    throughProxy.searchParams.set('application_name', appName);
    dbA = await scratch.open({ url: throughProxy.toString(), bounds: BOUNDS, listening: LISTENING });
    dbB = await scratch.open();
    b = await createTestApp({}, dbB);
    a = await createTestApp({}, dbA);
    admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await dbA?.close();
    await dbB?.close();
    await proxy?.close();
    await admin?.end();
    await scratch?.drop();
  });

  it('answers 503 with Retry-After at once while the database is stopped, and after it is back serves nothing stale', async () => {
    const who = await registerApplicant(a.app, { lastName: 'Outage' });
    const other = await registerApplicant(a.app, { lastName: 'Signout' });
    expect((await a.app.inject({ url: appUrl(who.uuid), headers: who.auth })).json().state).toBe('profile');
    expect((await a.app.inject({ url: appUrl(other.uuid), headers: other.auth })).statusCode).toBe(200);
    const load = loadOn(a, who);
    await new Promise((resolve) => setTimeout(resolve, 200));

    await proxy.stop();
    await expect.poll(() => a.db.listening, { timeout: 2_000 }).toBe(false);
    load.reset();
    const readiness = await a.app.inject({ url: '/readyz' });
    expect(readiness.statusCode).toBe(503);
    expect(readiness.headers['retry-after']).toMatch(/^\d+$/);
    expect(readiness.json()).toMatchObject({ ready: false, database: 'down', notifications: 'reconnecting' });
    expect((await a.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    // a write needs the database too: 503, nothing half done
    const write = await put(a.app, who, 'start-profile', profileBody('Outage'));
    expect(write.statusCode).toBe(503);
    expect(write.headers['retry-after']).toBeDefined();

    // meanwhile, on B: the application moves on, a session is signed out, and content is published
    expect((await put(b.app, who, 'start-profile', profileBody('Outage'))).statusCode).toBe(200);
    const moved = (await b.app.inject({ url: appUrl(who.uuid), headers: who.auth })).json().state as string;
    expect(moved).not.toBe('profile');
    expect((await b.app.inject({ method: 'POST', url: '/identity-broker/customer/secure/api/v3/logout', headers: other.auth })).statusCode).toBe(200);
    const staff = await editor(b, 'outage.editor@example.com');
    const text = await edited(b, staff, 'orgs/HEARTH.json', (doc) => { doc.orgBrand = 'Hearth After The Outage'; });
    expect((await studio(b, staff, 'PUT', '/draft/file', { path: 'orgs/HEARTH.json', text })).statusCode).toBe(200);
    expect((await studio(b, staff, 'POST', '/publish', { message: 'While A was away', parent: 'base' })).statusCode).toBe(201);

    await new Promise((resolve) => setTimeout(resolve, 500));
    const during = new Map(load.statuses);
    const slowestDuring = load.slowestMs;
    await proxy.start();
    const back = performance.now();
    await expect.poll(() => ready(a), { timeout: 5_000, interval: 20 }).toBe(true);
    await expect.poll(() => a.db.listening, { timeout: 2_000, interval: 20 }).toBe(true);
    const recoveredMs = performance.now() - back;
    // calls already on their way when it came back may still meet the second after a failed connection
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    load.reset();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await load.stop();

    console.log(`while stopped: ${JSON.stringify(Object.fromEntries(during))}, slowest answer ${slowestDuring.toFixed(0)} ms; ready again ${recoveredMs.toFixed(0)} ms after it was back; after: ${JSON.stringify(Object.fromEntries(load.statuses))}`);
    expect([...during.keys()]).toEqual([503]);
    expect(slowestDuring).toBeLessThan(BOUNDS.connectMs + 500);
    expect([...load.statuses.keys()]).toEqual([200]);

    // what B did while A was away, seen by A without waiting for any periodic reload
    const seen = await a.app.inject({ url: appUrl(who.uuid), headers: who.auth });
    expect(seen.json().state).toBe(moved);
    expect((await a.app.inject({ url: appUrl(other.uuid), headers: other.auth })).statusCode).toBe(401);
    const brand = await a.app.inject({ url: '/service-application/external/api/v1/heloc/private-label?orgCode=HEARTH' });
    expect(brand.json().orgBrand).toBe('Hearth After The Outage');

    // and A hears B again: a change made now reaches A's copy through a notification, well within its 5 s life
    expect((await a.app.inject({ url: statusUrl(who.uuid), headers: who.auth })).statusCode).toBe(200);
    await admin.query(`update ${scratch.name}.application set loan_number = 'HE-AFTER' where uuid = $1`, [who.uuid]);
    await expect.poll(async () => (await a.app.inject({ url: appUrl(who.uuid), headers: who.auth })).json().loanNumber, { timeout: 1_000, interval: 20 }).toBe('HE-AFTER');
  });

  it('survives its connections being terminated (pg_terminate_backend), idle, busy and listening alike', async () => {
    const who = await registerApplicant(a.app, { lastName: 'Terminated' });
    const terminateAll = async () => (await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [appName])).rowCount ?? 0;
    // idle: several pooled connections, none in use, and the listening one
    await Promise.all(Array.from({ length: 6 }, () => a.app.inject({ url: '/service-profile/api/v1/notifications', headers: who.auth })));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await terminateAll()).toBeGreaterThan(2);
    await expect.poll(() => a.db.listening, { timeout: 3_000, interval: 20 }).toBe(true);
    expect((await a.app.inject({ url: '/service-profile/api/v1/notifications', headers: who.auth })).statusCode).toBe(200);

    // busy: under load
    const load = loadOn(a, who);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await terminateAll()).toBeGreaterThan(0);
    await expect.poll(() => ready(a), { timeout: 3_000, interval: 20 }).toBe(true);
    await expect.poll(() => a.db.listening, { timeout: 3_000, interval: 20 }).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await load.stop();
    // what was cut mid-query said 503 and no more; no 500 and no crash
    expect([...load.statuses.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(load.statuses.get(200)).toBeGreaterThan(0);
    const before = (await a.app.inject({ url: appUrl(who.uuid), headers: who.auth })).json().loanNumber as string;
    await admin.query(`update ${scratch.name}.application set loan_number = $2 where uuid = $1`, [who.uuid, `${before}-X`]);
    await expect.poll(async () => (await a.app.inject({ url: appUrl(who.uuid), headers: who.auth })).json().loanNumber, { timeout: 1_000, interval: 20 }).toBe(`${before}-X`);
  });

  it('tells chat sockets to connect again once notifications are back, so they read what they missed', async () => {
    await a.app.listen({ port: SOCKET_PORT, host: '127.0.0.1' });
    const started = await b.app.inject({ method: 'POST', url: '/service-csp/external/api/v1/twilio/initWebChat', headers: { 'x-org': 'HEARTH' }, payload: { friendlyName: 'Pat Doe', chatMode: 'twilio' } });
    const { omniProxyChannelId: id, token } = started.json() as { omniProxyChannelId: string; token: string };
    const socket = await openSocket(a);
    const events: { type?: string }[] = [];
    socket.on('message', (data) => events.push(JSON.parse(String(data)) as { type?: string }));
    const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    socket.send(JSON.stringify({ type: 'auth', token }));
    socket.send(JSON.stringify({ type: 'subscribe', channelId: id }));
    await expect.poll(() => events.some((e) => e.type === 'subscribed')).toBe(true);

    await proxy.stop();
    await expect.poll(() => a.db.listening, { timeout: 2_000 }).toBe(false);
    // said while A could not hear it
    expect((await b.app.inject({ method: 'POST', url: `/service-omni-proxy/insecure/api/v1/conversations/${id}/messages`, headers: { 'x-chat-token': token }, payload: { body: 'are you there?' } })).statusCode).toBe(200);
    await proxy.start();
    expect(await closed).toEqual({ code: 1012, reason: 'reconnect' });
  });

  it('delivers the outbox by itself once the database is back', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
      onData(stream, session, callback) {
        stream.on('data', () => undefined);
        stream.on('end', () => {
          received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));
    const throughProxy = new URL(proxy.url(PG_URL));
    throughProxy.searchParams.set('application_name', appName);
    const dbC = await scratch.open({ url: throughProxy.toString(), bounds: BOUNDS, listening: LISTENING });
    const c = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${SMTP_PORT}` }, dbC);
    try {
      await proxy.stop();
      // queued by an instance that still reaches the database, while the delivering one cannot
      await b.app.mail.send({ from: 'no-reply@hearth-lending.example', to: 'outage.mail@example.com', subject: 'During the outage', text: 'Sent after it.' });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(received).toEqual([]);
      await proxy.start();
      await expect.poll(() => received, { timeout: 10_000, interval: 50 }).toEqual(['outage.mail@example.com']);
    } finally {
      await c.close();
      await dbC.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it('starts once a database it cannot reach yet is there, and not at all on one that refuses it', async () => {
    await proxy.stop();
    const waits: number[] = [];
    const url = new URL(proxy.url(PG_URL));
    url.searchParams.set('options', `-c search_path=${scratch.name}`);
    const opening = openDb({ databaseUrl: url.toString(), dataDir: '', waitMs: 10_000, onWait: (_error, retryInMs) => waits.push(retryInMs) });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await proxy.start();
    const db = await opening;
    try {
      expect(waits.length).toBeGreaterThan(0);
      expect(await db.query('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
    const wrong = new URL(PG_URL);
    wrong.pathname = `/no_such_database_${process.pid}`;
    const started = performance.now();
    await expect(openDb({ databaseUrl: wrong.toString(), dataDir: '', waitMs: 10_000 })).rejects.toMatchObject({ code: '3D000' });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('answers within its bounds when the database vanishes without a word, and recovers when it returns', async () => {
    const who = await registerApplicant(a.app, { lastName: 'Vanished' });
    const load = loadOn(a, who);
    await new Promise((resolve) => setTimeout(resolve, 200));
    proxy.vanish();
    await expect.poll(() => a.db.listening, { timeout: LISTENING.checkMs + LISTENING.answerMs + 1_000, interval: 20 }).toBe(false);
    load.reset();
    const started = performance.now();
    const readiness = await a.app.inject({ url: '/readyz' });
    expect(readiness.statusCode).toBe(503);
    expect(performance.now() - started).toBeLessThan(2_500);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const during = new Map(load.statuses);
    const slowestDuring = load.slowestMs;
    await proxy.start();
    await expect.poll(() => ready(a), { timeout: 5_000, interval: 20 }).toBe(true);
    await expect.poll(() => a.db.listening, { timeout: 3_000, interval: 20 }).toBe(true);
    // calls already on their way when it came back may still meet the second after a failed connection
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    load.reset();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await load.stop();
    console.log(`while vanished: ${JSON.stringify(Object.fromEntries(during))}, slowest answer ${slowestDuring.toFixed(0)} ms`);
    expect([...during.keys()]).toEqual([503]);
    // no request waits longer than the longest bound (an answer that never comes) and a little
    expect(slowestDuring).toBeLessThan(BOUNDS.readMs + 500);
    expect([...load.statuses.keys()]).toEqual([200]);
  });
});
