/**
 * The embedded database on a thread of its own (a worker thread): PGlite loads and opens here while the main
 * thread reads the server's code, checks the content and registers the services, and its queries then run
 * beside the main thread's work instead of inside it. This is the thread's side; the main thread's is
 * src/server/db/pglite-on-thread.ts, and what the two say to each other src/server/db/pglite-thread-protocol.ts.
 */
import { openAsBlob } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { parentPort, workerData } from 'node:worker_threads';
import { openPglite } from './pglite';
import { readPgliteAssets } from './pglite-start';
import { errorFields, THREAD_MARK, type Reply, type Request, type ThreadData } from './pglite-thread-protocol';
import type { Db, Queryable } from './types';

/** A rollback the main thread asked for: not an error of the transaction. */
const ROLLBACK = Symbol('rollback');

function serve(port: NonNullable<typeof parentPort>): void {
  // PGlite's WebAssembly is compiled and its file system image read before the main thread says what to open
  const assets = readPgliteAssets();
  // a failure to read them is the open's to report, when it is asked for
  assets.catch(() => undefined);
  let opening: Promise<Db> | undefined;
  const open = (data: ThreadData) => (opening ??= (async () => {
    const template = data.template ? await openAsBlob(data.template) : undefined;
    return openPglite(data.dataDir, template, await assets);
  })());
  const transactions = new Map<number, { tx: Queryable; decide: (commit: boolean) => void; settled: Promise<void> }>();
  const unlisteners = new Map<string, () => Promise<void>>();

  const transactionOf = (id: number) => {
    const open = transactions.get(id);
    if (!open) throw new Error(`no open transaction ${id}`);
    return open;
  };

  /** Resolves once the transaction is open and `id` names it; it ends when `end` decides. */
  const begin = (db: Db, id: number) => new Promise<void>((entered, failed) => {
    let decide: (commit: boolean) => void = () => undefined;
    const decided = new Promise<boolean>((resolve) => { decide = resolve; });
    const settled = db.transaction(async (tx) => {
      transactions.set(id, { tx, decide, settled });
      entered();
      if (!(await decided)) throw ROLLBACK;
    }).then(
      () => undefined,
      (error: unknown) => { if (error !== ROLLBACK) throw error; },
    ).finally(() => transactions.delete(id));
    // an error before the transaction opened fails the begin; later ones are the end's
    settled.catch(failed);
  });

  const answer = async (request: Request): Promise<unknown> => {
    if (request.op === 'open') {
      await open(request.data);
      return undefined;
    }
    if (!opening) throw new Error('The database was not opened.');
    const db = await opening;
    switch (request.op) {
      case 'query': return (request.tx === undefined ? db : transactionOf(request.tx).tx).query(request.sql, request.params);
      case 'exec': return db.exec(request.sql);
      case 'begin':
        await begin(db, request.id);
        return request.id;
      case 'end': {
        const open = transactionOf(request.tx);
        open.decide(request.commit);
        return open.settled;
      }
      case 'listen':
        if (!unlisteners.has(request.channel)) {
          unlisteners.set(request.channel, await db.listen(request.channel, (payload) => port.postMessage({ channel: request.channel, payload } satisfies Reply)));
        }
        return undefined;
      case 'unlisten':
        await unlisteners.get(request.channel)?.();
        unlisteners.delete(request.channel);
        return undefined;
      case 'notify': return db.notify(request.channel, request.payload);
      case 'close': return db.close();
    }
  };

  port.on('message', (request: Request) => {
    const fail = (error: unknown) => port.postMessage({ id: request.id, ok: false, error: errorFields(error) } satisfies Reply);
    answer(request).then((value) => {
      try {
        port.postMessage({ id: request.id, ok: true, value } satisfies Reply);
      } catch (error) {
        // an answer that cannot cross threads fails its request, not the thread
        fail(error);
      }
    }, fail);
  });
}

if (parentPort && isDeepStrictEqual(workerData, THREAD_MARK)) serve(parentPort);
