import { createHash, randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbBlobStore } from '../../src/server/core/blobs';
import { ensureSecret } from '../../src/server/core/secrets';
import type { Db } from '../../src/server/db';
import { migrate, splitStatements } from '../../src/server/db/migrate';
import { templatePath, testDb } from '../helpers/app';
import { openPgliteOnThread } from '../../src/server/db/pglite-on-thread';
import { postgresAvailable, scratchSchema } from '../helpers/postgres';

const pgUp = await postgresAvailable('the PostgreSQL storage tests');

/** The same storage contract, run against each implementation. */
function storageContract(name: string, open: () => Promise<{ db: Db; cleanup: () => Promise<void> }>, enabled = true) {
  describe.runIf(enabled)(`storage on ${name}`, () => {
    let db: Db;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ db, cleanup } = await open());
      await migrate(db);
    });
    afterAll(() => cleanup());

    it('applies migrations once', async () => {
      expect(await migrate(db)).toEqual([]);
      const rows = await db.query<{ name: string }>('select name from schema_migrations order by name');
      expect(rows.map((r) => r.name)).toContain('001-core.sql');
    });

    it('rolls back a failed transaction', async () => {
      const key = `k-${randomUUID()}`;
      await expect(db.transaction(async (tx) => {
        await tx.query('insert into setting (key, value) values ($1, $2)', [key, JSON.stringify({ a: 1 })]);
        throw new Error('boom');
      })).rejects.toThrow('boom');
      expect(await db.query('select 1 from setting where key = $1', [key])).toHaveLength(0);
    });

    it('commits a transaction and round-trips JSON and timestamps', async () => {
      const key = `k-${randomUUID()}`;
      await db.transaction((tx) => tx.query('insert into setting (key, value) values ($1, $2)', [key, JSON.stringify({ nested: [1, 'two'] })]));
      const [row] = await db.query<{ value: unknown; updated_at: Date }>('select value, updated_at from setting where key = $1', [key]);
      expect(row?.value).toEqual({ nested: [1, 'two'] });
      expect(new Date(row?.updated_at as Date).getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it('generates a secret once and returns the same one afterwards', async () => {
      const name = `s-${randomUUID()}`;
      const first = await ensureSecret(db, name);
      expect(first.length).toBeGreaterThanOrEqual(40);
      expect(await ensureSecret(db, name)).toBe(first);
    });

    it('stores and returns blobs byte for byte', async () => {
      const blobs = dbBlobStore(db);
      const data = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10]);
      const meta = await blobs.put({ ownerId: 'owner-1', purpose: 'test', filename: 'a.pdf', contentType: 'application/pdf', data });
      expect(meta.sizeBytes).toBe(7);
      const back = await blobs.get(meta.id);
      expect(back?.data.equals(data)).toBe(true);
      expect(back?.sha256).toBe(createHash('sha256').update(data).digest('hex'));
      await blobs.remove(meta.id);
      expect(await blobs.get(meta.id)).toBeUndefined();
    });

    it('reports a broken constraint with its SQLSTATE (the API answers 409 on 23505)', async () => {
      const key = `k-${randomUUID()}`;
      await db.query('insert into setting (key, value) values ($1, $2)', [key, '{}']);
      await expect(db.query('insert into setting (key, value) values ($1, $2)', [key, '{}'])).rejects.toMatchObject({ code: '23505' });
      await expect(db.transaction((tx) => tx.query('insert into setting (key, value) values ($1, $2)', [key, '{}']))).rejects.toMatchObject({ code: '23505' });
      await db.query('delete from setting where key = $1', [key]);
    });

    it('runs transactions one at a time, each seeing only its own writes until it commits', async () => {
      const key = `k-${randomUUID()}`;
      await db.query('insert into setting (key, value) values ($1, $2)', [key, JSON.stringify(0)]);
      const bump = () => db.transaction(async (tx) => {
        const [row] = await tx.query<{ value: number }>('select value from setting where key = $1 for update', [key]);
        await tx.query('update setting set value = $2 where key = $1', [key, JSON.stringify((row?.value ?? 0) + 1)]);
      });
      await Promise.all(Array.from({ length: 5 }, bump));
      expect((await db.query<{ value: number }>('select value from setting where key = $1', [key]))[0]?.value).toBe(5);
    });

    it('delivers notifications to listeners', async () => {
      const got: string[] = [];
      const unlisten = await db.listen('test_channel', (p) => got.push(p));
      await db.notify('test_channel', 'hello');
      for (let i = 0; i < 50 && !got.length; i++) await new Promise((r) => setTimeout(r, 20));
      await unlisten();
      expect(got).toEqual(['hello']);
    });
  });
}

storageContract('PGlite', async () => {
  const db = await testDb();
  return { db, cleanup: () => db.close() };
});

storageContract('PGlite on its own thread (what the server runs)', async () => {
  const db = openPgliteOnThread({ template: templatePath() });
  return { db, cleanup: () => db.close() };
});

describe('PGlite on its own thread', () => {
  it('answers every call with the reason when its database cannot open, and the thread then ends', async () => {
    // a data directory under a file, which no one can make
    const file = join(tmpdir(), `not-a-folder-${randomUUID()}`);
    writeFileSync(file, '');
    const db = openPgliteOnThread({ dataDir: join(file, 'pgdata') });
    await expect(db.query('select 1')).rejects.toThrow(/ENOTDIR/);
    rmSync(file);
    await db.close().catch(() => undefined);
    await expect(db.query('select 1')).rejects.toThrow();
  });

  it('hands each listener its own notifications and stops them once unlistened', async () => {
    const db = openPgliteOnThread({ template: templatePath() });
    try {
      const first: string[] = [];
      const second: string[] = [];
      const unlistenFirst = await db.listen('thread_channel', (p) => first.push(p));
      const unlistenSecond = await db.listen('thread_channel', (p) => second.push(p));
      await db.notify('thread_channel', 'one');
      for (let i = 0; i < 50 && second.length < 1; i++) await new Promise((r) => setTimeout(r, 20));
      await unlistenFirst();
      await db.notify('thread_channel', 'two');
      for (let i = 0; i < 50 && second.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
      await unlistenSecond();
      await db.notify('thread_channel', 'three');
      await new Promise((r) => setTimeout(r, 100));
      expect(first).toEqual(['one']);
      expect(second).toEqual(['one', 'two']);
    } finally {
      await db.close();
    }
  });
});

storageContract('PostgreSQL', async () => {
  const scratch = await scratchSchema('t');
  const db = await scratch.open();
  return {
    db,
    cleanup: async () => {
      await db.close();
      await scratch.drop();
    },
  };
}, pgUp);

describe('splitStatements', () => {
  it('splits on semicolons at line ends and drops comments', () => {
    expect(splitStatements('-- note\ncreate table a (x int);\ncreate index b on a (x);\n')).toEqual(['create table a (x int)', 'create index b on a (x)']);
  });
});
