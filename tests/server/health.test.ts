import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RIGHT_BACK_MESSAGE } from '../../src/server/core/errors';
import { openPgliteOnThread, PgliteThread } from '../../src/server/db/pglite-on-thread';
import { DatabaseUnavailableError } from '../../src/server/db/unavailable';
import { createTestApp, templatePath, type TestApp } from '../helpers/app';
import { registerApplicant } from '../helpers/registration';

describe('liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('/healthz says the process answers; /readyz that the database does, with the content version served', async () => {
    const live = await t.app.inject({ url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ ok: true, db: 'pglite' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true, database: 'up', notifications: 'up', content: 'base', draining: false });
  });

  it('/readyz says no, with Retry-After, once the instance drains for a stop; /healthz still says it lives', async () => {
    t.app.lifecycle.drain();
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toMatch(/^\d+$/);
    expect(ready.json()).toMatchObject({ ready: false, database: 'up', draining: true });
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    // anything else still arriving is sent on to another instance, and its connection closed
    const late = await t.app.inject({ url: '/service-operating-hours/external/api/v1/hours/OPS_PHONE', headers: { 'x-org': 'HEARTH' } });
    expect(late.statusCode).toBe(503);
    expect(late.headers['retry-after']).toBe('1');
    expect(late.headers.connection).toBe('close');
    expect(late.json().message).toBe(RIGHT_BACK_MESSAGE);
  });
});

describe('the embedded database\'s thread ending under the server', () => {
  let t: TestApp;
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = new PgliteThread();
    t = await createTestApp({}, openPgliteOnThread({ template: templatePath() }, thread));
  });
  afterAll(async () => {
    await t.close();
    await t.db.close();
  });

  it('answers 503 with Retry-After for what needs the database, tells subscribers, and keeps the process', async () => {
    const who = await registerApplicant(t.app);
    const read = () => t.app.inject({ url: `/service-application/api/v1/application/heloc/${who.applicationUuid}`, headers: who.auth });
    expect((await read()).statusCode).toBe(200);
    let lost = 0;
    await t.db.listen('health_probe', () => undefined, { lost: () => { lost += 1; } });
    expect(t.db.listening).toBe(true);

    // the thread dies on its own (not closed by the server): what a crash of the WebAssembly would do
    // (the worker is private to the thread's class; the test reaches it as a crash would)
    await (thread as unknown as { worker: Worker }).worker.terminate();
    await expect.poll(() => t.db.listening).toBe(false);
    expect(lost).toBe(1);
    await expect(t.db.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);

    const after = await read();
    expect(after.statusCode).toBe(503);
    expect(after.headers['retry-after']).toMatch(/^\d+$/);
    expect(after.json().message).toBe(RIGHT_BACK_MESSAGE);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ ready: false, database: 'down', notifications: 'reconnecting' });
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('the embedded database\'s thread on a data directory', () => {
  it('is opened again on a new thread after it ends unasked: what was written is there, and subscriptions hear again', { timeout: 90_000 }, async () => {
    mkdirSync('.tmp', { recursive: true });
    const dir = mkdtempSync(join('.tmp', 'pglite-restart-'));
    const thread = new PgliteThread();
    const db = openPgliteOnThread({ dataDir: dir }, thread);
    try {
      await db.exec('create table kept (v text)');
      await db.query('insert into kept (v) values ($1)', ['before']);
      const heard: string[] = [];
      const seen = { lost: 0, resumed: 0 };
      await db.listen('restart_probe', (payload) => heard.push(payload), { lost: () => { seen.lost += 1; }, resumed: () => { seen.resumed += 1; } });

      // as a crash of the WebAssembly would end it (the worker is private to the thread's class)
      await (thread as unknown as { worker: Worker }).worker.terminate();
      await expect.poll(() => seen.lost).toBe(1);
      expect(db.listening).toBe(false);
      await expect(db.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);

      await expect.poll(() => seen.resumed, { timeout: 60_000, interval: 100 }).toBe(1);
      expect(db.listening).toBe(true);
      expect(await db.query('select v from kept')).toEqual([{ v: 'before' }]);
      await db.notify('restart_probe', 'after');
      await expect.poll(() => heard).toEqual(['after']);
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
