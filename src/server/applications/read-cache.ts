import type { Db } from '../db';
import { findWithSigners, type ApplicationRow, type SignerRow } from './repo';

/** NOTIFY channel on which the database announces a changed application or signer (migration 021's triggers). */
export const APPLICATION_CHANGED_CHANNEL = 'application_changed';
/** A copy is answered for at most this long, the bound on a lost notification (a listener reconnecting). */
export const FRESH_MS = 5_000;
/** Copies kept at most; the oldest goes first. */
export const MAX_ENTRIES = 10_000;

export interface Found { app: ApplicationRow; signers: SignerRow[] }

/**
 * Application reads for the polling endpoints (the application and its status), answered from memory
 * while nothing changed. The database announces every change to an application or its signers after
 * it commits, and each instance drops that application's copy on hearing it. On PGlite the
 * announcement reaches the listener before the write's own call returns, so a read after a write
 * always sees it. On PostgreSQL it arrives through the listening connection, so a read on another
 * instance in the moment between the commit and the notification (about a millisecond) can still
 * answer the version before. Writes never read from here: each loads the row itself and checks its
 * version, so a stale copy cannot overwrite anything.
 */
export class ApplicationReads {
  private entries = new Map<string, { found: Found; at: number }>();
  /** Notifications heard so far: a read that saw one arrive while it queried keeps nothing. */
  private changes = 0;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly db: Db, private readonly now: () => number = () => performance.now()) {}

  async start(): Promise<void> {
    this.unlisten = await this.db.listen(APPLICATION_CHANGED_CHANNEL, (uuid) => {
      this.changes += 1;
      this.entries.delete(uuid);
    }, {
      // While the subscription is cut a change may go unheard: nothing is answered from memory or kept
      // until it is back, and what was kept before is dropped both when it is cut and when it returns.
      lost: () => this.forgetAll(),
      resumed: () => this.forgetAll(),
    });
  }

  private forgetAll(): void {
    this.changes += 1;
    this.entries.clear();
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.entries.clear();
  }

  /** The application with its signers (frozen: callers share it), or undefined when there is none. */
  async find(uuid: string): Promise<Found | undefined> {
    const trusted = this.db.listening;
    const hit = trusted ? this.entries.get(uuid) : undefined;
    if (hit && this.now() - hit.at < FRESH_MS) return hit.found;
    const changesBefore = this.changes;
    const at = this.now();
    const found = await findWithSigners(this.db, uuid);
    if (!found) return undefined;
    deepFreeze(found);
    if (trusted && this.db.listening && this.changes === changesBefore) {
      this.entries.delete(uuid);
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(uuid, { found, at });
    }
    return found;
  }

  /** Copies held now (for tests and the bench). */
  get size(): number {
    return this.entries.size;
  }
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
}
