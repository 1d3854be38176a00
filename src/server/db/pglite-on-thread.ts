import { Worker } from 'node:worker_threads';
import { SERVER_BUILD } from '../build-id';
import { errorOf, THREAD_MARK, type Question, type Reply, type ThreadData } from './pglite-thread-protocol';
import { assertChannel, type Db, type Queryable, type Row } from './types';

/**
 * The main thread's end of the embedded database's thread (src/server/db/pglite-thread.ts). The thread starts
 * loading PGlite as soon as this is made, and opens a database when openPgliteOnThread says which. Its code:
 * beside the bundled server, a bundle of its own (scripts/build-server.mjs); from the sources (tsx, tests),
 * the TypeScript file, through tsx as the main thread's code is.
 */
export class PgliteThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  /** Per channel: who listens on this side, and the thread's LISTEN. */
  private readonly channels = new Map<string, { listeners: Set<(payload: string) => void>; ready: Promise<unknown> }>();
  private next = 1;
  /** Why no request can be answered any more (the thread failed or ended). */
  private ended: Error | undefined;

  constructor() {
    if (SERVER_BUILD) {
      this.worker = new Worker(new URL('./pglite-thread.cjs', import.meta.url), { workerData: THREAD_MARK });
    } else {
      const tsx = import.meta.resolve('tsx/esm/api');
      const entry = new URL('./pglite-thread.ts', import.meta.url).href;
      this.worker = new Worker(`import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`, { eval: true, workerData: THREAD_MARK });
    }
    this.worker.on('message', (reply: Reply) => {
      if ('channel' in reply) {
        for (const listener of this.channels.get(reply.channel)?.listeners ?? []) listener(reply.payload);
        return;
      }
      const caller = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (reply.ok) caller?.resolve(reply.value);
      else caller?.reject(errorOf(reply.error));
    });
    this.worker.on('error', (error) => this.end(error));
    this.worker.on('exit', (code) => this.end(new Error(`The database's thread has ended (exit code ${code}).`)));
  }

  private end(error: Error): void {
    this.ended ??= error;
    for (const { reject } of this.waiting.values()) reject(this.ended);
    this.waiting.clear();
  }

  /** Asks the thread; resolves to its answer, rejects with its error (the driver's fields kept). */
  ask<T = unknown>(question: Question): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.ended) return reject(this.ended);
      const id = this.next++;
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...question, id });
    });
  }

  /** Hears `channel`'s notifications; resolves once the thread listens, to the way to stop. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    let heard = this.channels.get(channel);
    if (!heard) {
      heard = { listeners: new Set(), ready: this.ask({ op: 'listen', channel }) };
      this.channels.set(channel, heard);
    }
    heard.listeners.add(onPayload);
    await heard.ready;
    const mine = heard;
    return async () => {
      mine.listeners.delete(onPayload);
      if (mine.listeners.size || this.channels.get(channel) !== mine) return;
      this.channels.delete(channel);
      await this.ask({ op: 'unlisten', channel });
    };
  }

  /** Ends the thread; every request after this fails. */
  async terminate(): Promise<void> {
    this.end(new Error('The database is closed.'));
    await this.worker.terminate();
  }
}

/**
 * PGlite on a thread of its own, as a Db: on `thread` when one was started ahead, else on a new one. Answers
 * at once: the database opens on its thread meanwhile, and every call waits for it (a database that cannot
 * open fails every call with the reason). Transactions, LISTEN and NOTIFY behave as PGlite's own.
 */
export function openPgliteOnThread(data: ThreadData, thread = new PgliteThread()): Db {
  // the first request says what to open; every later one is answered once it is open
  thread.ask({ op: 'open', data }).catch(() => undefined);
  const queryIn = (tx?: number): Queryable['query'] => <T = Row>(sql: string, params: unknown[] = []) => thread.ask<T[]>({ op: 'query', sql, params, tx });
  return {
    kind: 'pglite',
    query: queryIn(),
    transaction: async (fn) => {
      const tx = await thread.ask<number>({ op: 'begin' });
      let result;
      try {
        result = await fn({ query: queryIn(tx) });
      } catch (error) {
        await thread.ask({ op: 'end', tx, commit: false });
        throw error;
      }
      await thread.ask({ op: 'end', tx, commit: true });
      return result;
    },
    exec: (sql) => thread.ask({ op: 'exec', sql }),
    listen: (channel, onPayload) => thread.listen(assertChannel(channel), onPayload),
    notify: (channel, payload) => thread.ask({ op: 'notify', channel: assertChannel(channel), payload }),
    close: async () => {
      try {
        await thread.ask({ op: 'close' });
      } finally {
        await thread.terminate();
      }
    },
  };
}
