import { Worker } from 'node:worker_threads';
import { SERVER_BUILD } from '../build-id';
import { errorOf, THREAD_MARK, type Question, type Reply, type ThreadData } from './pglite-thread-protocol';
import { assertChannel, type Db, type ListenEvents, type Queryable, type Row } from './types';
import { DatabaseUnavailableError } from './unavailable';

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
  private readonly channels = new Map<string, { listeners: Map<(payload: string) => void, ListenEvents>; ready: Promise<unknown> }>();
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
        for (const listener of this.channels.get(reply.channel)?.listeners.keys() ?? []) {
          try {
            listener(reply.payload);
          } catch {
            // a subscriber's mistake is its own: the others still hear the notification
          }
        }
        return;
      }
      const caller = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (reply.ok) caller?.resolve(reply.value);
      else caller?.reject(errorOf(reply.error));
    });
    // a thread that fails or ends fails what waits and everything after it as an outage (503), never the process
    this.worker.on('error', (error) => this.end(new DatabaseUnavailableError(`the database's thread failed: ${error.message}`, { cause: error })));
    this.worker.on('exit', (code) => this.end(new DatabaseUnavailableError(`the database's thread has ended (exit code ${code})`)));
  }

  /** Whether the thread still answers. */
  get alive(): boolean {
    return !this.ended;
  }

  /** Called when the thread ends without being asked to (it failed, or its WebAssembly aborted). */
  onUnaskedEnd: (() => void) | undefined;

  /** Fails what waits and what comes; an end nobody asked for also tells the subscribers they lost it. */
  private end(error: Error, asked = false): void {
    if (this.ended) return;
    this.ended = error;
    for (const { reject } of this.waiting.values()) reject(error);
    this.waiting.clear();
    if (asked) return;
    this.onUnaskedEnd?.();
    for (const { listeners } of this.channels.values()) {
      for (const events of listeners.values()) {
        try {
          events.lost?.();
        } catch {
          // one subscriber's mistake must not keep the others from hearing it
        }
      }
    }
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
  async listen(channel: string, onPayload: (payload: string) => void, events: ListenEvents = {}): Promise<() => Promise<void>> {
    let heard = this.channels.get(channel);
    if (!heard) {
      const ready = this.ask({ op: 'listen', channel });
      heard = { listeners: new Map(), ready };
      this.channels.set(channel, heard);
      // a LISTEN that failed is asked again by the next subscriber, not remembered as failed
      ready.catch(() => {
        if (this.channels.get(channel)?.ready === ready) this.channels.delete(channel);
      });
    }
    heard.listeners.set(onPayload, events);
    await heard.ready;
    const mine = heard;
    return async () => {
      mine.listeners.delete(onPayload);
      if (mine.listeners.size || this.channels.get(channel) !== mine) return;
      this.channels.delete(channel);
      // a thread that has ended listens to nothing any more
      if (!this.ended) await this.ask({ op: 'unlisten', channel });
    };
  }

  /** Ends the thread; every request after this fails. */
  async terminate(): Promise<void> {
    this.end(new DatabaseUnavailableError('the database is closed'), true);
    await this.worker.terminate();
  }
}

/** A data directory whose thread ended unasked is opened again on a new thread after firstMs, doubling up to maxMs. */
export const THREAD_RESTART = { firstMs: 500, maxMs: 30_000 } as const;

interface Subscription {
  channel: string;
  onPayload: (payload: string) => void;
  events: ListenEvents;
  unlisten?: () => Promise<void>;
}

/**
 * PGlite on a thread of its own, as a Db: on `thread` when one was started ahead, else on a new one. Answers
 * at once: the database opens on its thread meanwhile, and every call waits for it (a database that cannot
 * open fails every call with the reason). Transactions, LISTEN and NOTIFY behave as PGlite's own. Should the
 * thread end unasked, calls fail as an outage (503) and a data directory is opened again on a new thread
 * (THREAD_RESTART), where every subscription listens again and hears `resumed`; a database loaded from a
 * dump (tests) is not, since its data went with the thread.
 */
export function openPgliteOnThread(data: ThreadData, first = new PgliteThread()): Db {
  let thread = first;
  let closed = false;
  let restarts = 0;
  const subscriptions = new Set<Subscription>();

  const restartLater = () => {
    if (closed || data.dataDir === undefined) return;
    const delay = Math.min(THREAD_RESTART.maxMs, THREAD_RESTART.firstMs * 2 ** restarts);
    restarts += 1;
    setTimeout(() => void restart(), delay).unref();
  };
  const run = (next: PgliteThread) => {
    thread = next;
    next.onUnaskedEnd = restartLater;
    // the first request says what to open; every later one is answered once it is open
    return next.ask({ op: 'open', data });
  };
  const restart = async () => {
    if (closed) return;
    const next = new PgliteThread();
    try {
      await run(next);
      for (const subscription of subscriptions) {
        subscription.unlisten = await next.listen(subscription.channel, subscription.onPayload, subscription.events);
      }
    } catch {
      // it could not open (or listen): that thread goes, and another is tried later
      next.onUnaskedEnd = undefined;
      await next.terminate();
      restartLater();
      return;
    }
    restarts = 0;
    for (const { events } of subscriptions) {
      try {
        events.resumed?.();
      } catch {
        // one subscriber's mistake must not keep the others from hearing it
      }
    }
  };
  run(first).catch(() => undefined);

  const queryIn = (tx?: number): Queryable['query'] => <T = Row>(sql: string, params: unknown[] = []) => thread.ask<T[]>({ op: 'query', sql, params, tx });
  return {
    kind: 'pglite',
    query: queryIn(),
    transaction: async (fn) => {
      const on = thread;
      const tx = await on.ask<number>({ op: 'begin' });
      let result;
      try {
        result = await fn({ query: <T = Row>(sql: string, params: unknown[] = []) => on.ask<T[]>({ op: 'query', sql, params, tx }) });
      } catch (error) {
        await on.ask({ op: 'end', tx, commit: false });
        throw error;
      }
      await on.ask({ op: 'end', tx, commit: true });
      return result;
    },
    exec: (sql) => thread.ask({ op: 'exec', sql }),
    listen: async (channel, onPayload, events = {}) => {
      const subscription: Subscription = { channel: assertChannel(channel), onPayload, events };
      subscription.unlisten = await thread.listen(channel, onPayload, events);
      subscriptions.add(subscription);
      return async () => {
        subscriptions.delete(subscription);
        await subscription.unlisten?.();
      };
    },
    get listening() {
      return thread.alive;
    },
    notify: (channel, payload) => thread.ask({ op: 'notify', channel: assertChannel(channel), payload }),
    close: async () => {
      closed = true;
      try {
        // a thread that has ended has closed its database with it
        if (thread.alive) await thread.ask({ op: 'close' });
      } finally {
        await thread.terminate();
      }
    },
  };
}
