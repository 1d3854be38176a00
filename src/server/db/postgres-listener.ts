import pg from 'pg';
import { assertChannel, type ListenEvents } from './types';
import { asUnavailable, DatabaseUnavailableError } from './unavailable';

/**
 * How the listening connection is kept: asked to answer every `checkMs` (a connection whose server or
 * network vanished without a word is found within checkMs + answerMs), and after a loss connected again
 * after `firstRetryMs`, doubling up to `maxRetryMs` while the database stays away.
 */
export const LISTENING: ListeningBounds = { checkMs: 5_000, answerMs: 3_000, firstRetryMs: 100, maxRetryMs: 5_000 };
export type ListeningBounds = Readonly<{ checkMs: number; answerMs: number; firstRetryMs: number; maxRetryMs: number }>;

interface Subscriber {
  onPayload: (payload: string) => void;
  events: ListenEvents;
}

/**
 * Every LISTEN of one PostgreSQL Db, on one connection of its own (a pooled connection would hand the
 * LISTEN to whoever takes it next). When that connection breaks, each subscriber hears `lost`; it is then
 * opened again with a growing pause, every channel listened to again, and each subscriber hears `resumed`
 * and reads again what it may have missed. Nothing of this throws at the process: a broken connection
 * is an event here, not an unhandled error.
 */
export class PostgresListener {
  private readonly channels = new Map<string, Set<Subscriber>>();
  private client: pg.Client | undefined;
  /** The channels the current connection listens on. */
  private listened = new Set<string>();
  private connecting: Promise<pg.Client> | undefined;
  /** Subscriptions were cut and are being restored. */
  private cut = false;
  private attempts = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private checkTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly config: pg.ClientConfig, private readonly bounds: ListeningBounds = LISTENING) {}

  /** False while subscriptions are cut. */
  get listening(): boolean {
    return !this.cut;
  }

  async listen(channel: string, onPayload: (payload: string) => void, events: ListenEvents = {}): Promise<() => Promise<void>> {
    assertChannel(channel);
    const subscriber: Subscriber = { onPayload, events };
    let subscribers = this.channels.get(channel);
    if (!subscribers) this.channels.set(channel, (subscribers = new Set()));
    subscribers.add(subscriber);
    try {
      const client = await this.connected();
      if (!this.listened.has(channel)) {
        await client.query(`listen ${channel}`);
        this.listened.add(channel);
      }
    } catch (error) {
      this.forget(channel, subscriber);
      throw asUnavailable(error);
    }
    return async () => {
      this.forget(channel, subscriber);
      if (this.channels.has(channel) || !this.listened.delete(channel)) return;
      await this.client?.query(`unlisten ${channel}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.checkTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private forget(channel: string, subscriber: Subscriber): void {
    const subscribers = this.channels.get(channel);
    subscribers?.delete(subscriber);
    if (subscribers && !subscribers.size) this.channels.delete(channel);
  }

  private connected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    if (this.closed) throw new DatabaseUnavailableError('the database is closed');
    const client = new pg.Client(this.config);
    // listeners before connecting: a connection that breaks at any moment is handled here, never thrown
    client.on('error', (error) => this.drop(client, error));
    client.on('end', () => this.drop(client, new Error('Connection terminated')));
    client.on('notification', (message) => {
      if (message.payload === undefined) return;
      for (const { onPayload } of this.channels.get(message.channel) ?? []) safely(() => onPayload(message.payload as string));
    });
    const channels = [...this.channels.keys()];
    try {
      await client.connect();
      for (const channel of channels) await client.query(`listen ${channel}`);
    } catch (error) {
      void client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new DatabaseUnavailableError('the database is closed');
    }
    this.client = client;
    this.listened = new Set(channels);
    this.attempts = 0;
    this.checkTimer = setInterval(() => this.check(client), this.bounds.checkMs);
    this.checkTimer.unref();
    if (this.cut) {
      this.cut = false;
      for (const subscriber of this.subscribers()) safely(() => subscriber.events.resumed?.());
    }
    return client;
  }

  /** A connection that cannot answer a trivial query in time is given up as broken. */
  private check(client: pg.Client): void {
    const timeout = { text: 'select 1', query_timeout: this.bounds.answerMs } as pg.QueryConfig;
    client.query(timeout).catch((error: unknown) => this.drop(client, error));
  }

  private drop(client: pg.Client, _reason: unknown): void {
    if (client !== this.client) return;
    this.client = undefined;
    this.listened = new Set();
    clearInterval(this.checkTimer);
    void client.end().catch(() => undefined);
    if (this.closed || !this.channels.size) return;
    if (!this.cut) {
      this.cut = true;
      for (const subscriber of this.subscribers()) safely(() => subscriber.events.lost?.());
    }
    this.reconnectLater();
  }

  private reconnectLater(): void {
    if (this.closed) return;
    const delay = Math.min(this.bounds.maxRetryMs, this.bounds.firstRetryMs * 2 ** this.attempts);
    this.attempts += 1;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.connected().catch(() => this.reconnectLater());
    }, delay);
    this.retryTimer.unref();
  }

  private *subscribers(): Generator<Subscriber> {
    for (const set of this.channels.values()) yield* set;
  }
}

/** A subscriber's mistake must not stop the others, nor reach the driver's event loop. */
function safely(fn: () => void): void {
  try {
    fn();
  } catch {
    // the subscriber's own concern; the others still hear it
  }
}
