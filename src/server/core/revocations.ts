import type { Db } from '../db';

/** NOTIFY channel on which an instance tells the others that a session was signed out. */
export const REVOKED_CHANNEL = 'session_revoked';
/** Every instance reloads the revocations this often, so a missed notification is late by at most this. */
export const REFRESH_MS = 5_000;
/** Beyond this many live revocations the set is not kept in memory; each check asks the database. */
export const MAX_ENTRIES = 100_000;

type Kind = 'token' | 'family';
interface Revoked { kind: Kind; id: string; expiresAt: number }

/**
 * Signed-out tokens and token families, checked from memory. The database stays the record: this
 * instance loads it at start, adds its own sign-outs at once, hears other instances' through
 * LISTEN/NOTIFY and reloads every REFRESH_MS in case a notification was lost. Entries leave when the
 * tokens they name would have expired anyway; past MAX_ENTRIES every check goes to the database.
 */
export class Revocations {
  private tokens = new Map<string, number>();
  private families = new Map<string, number>();
  private overflow = false;
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(private readonly db: Db) {}

  async start(): Promise<void> {
    this.unlisten = await this.db.listen(REVOKED_CHANNEL, (payload) => {
      try {
        const r = JSON.parse(payload) as Revoked;
        this.add(r);
      } catch {
        // not ours; the next reload has it anyway
      }
    });
    await this.reload();
    this.timer = setInterval(() => void this.reload().catch(() => undefined), REFRESH_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.unlisten?.();
  }

  /** Whether the token or its family was signed out. */
  async revoked(jti: string | undefined, fam: string | undefined): Promise<boolean> {
    if (this.overflow) return this.askDatabase(jti, fam);
    const now = Date.now();
    const live = (map: Map<string, number>, id: string | undefined) => id !== undefined && (map.get(id) ?? 0) > now;
    return live(this.tokens, jti) || live(this.families, fam);
  }

  /** Records a sign-out here at once and tells the other instances. */
  async publish(r: Revoked): Promise<void> {
    this.add(r);
    await this.db.notify(REVOKED_CHANNEL, JSON.stringify(r));
  }

  private add(r: Revoked): void {
    // past the bound, the database answers and the next reload says whether memory may take over again
    if (this.overflow || typeof r.id !== 'string' || typeof r.expiresAt !== 'number') return;
    const map = r.kind === 'family' ? this.families : this.tokens;
    map.set(r.id, Math.max(map.get(r.id) ?? 0, r.expiresAt));
    if (this.tokens.size + this.families.size > MAX_ENTRIES) this.overflow = true;
  }

  private async reload(): Promise<void> {
    const rows = await this.db.query<{ kind: Kind; id: string; expires_at: Date | string }>(
      `select 'token' as kind, jti as id, expires_at from revoked_token where expires_at > now()
       union all select 'family', family, expires_at from revoked_token_family where expires_at > now()
       limit ${MAX_ENTRIES + 1}`,
    );
    const tokens = new Map<string, number>();
    const families = new Map<string, number>();
    for (const row of rows) (row.kind === 'family' ? families : tokens).set(row.id, new Date(row.expires_at).getTime());
    // sign-outs heard while the query ran are kept
    for (const [map, next] of [[this.tokens, tokens], [this.families, families]] as const) {
      for (const [id, at] of map) if (!next.has(id) && at > Date.now()) next.set(id, at);
    }
    this.tokens = tokens;
    this.families = families;
    this.overflow = rows.length > MAX_ENTRIES;
  }

  private async askDatabase(jti: string | undefined, fam: string | undefined): Promise<boolean> {
    const rows = await this.db.query(
      'select 1 from revoked_token where jti = $1 union all select 1 from revoked_token_family where family = $2',
      [jti ?? '', fam ?? ''],
    );
    return rows.length > 0;
  }
}
