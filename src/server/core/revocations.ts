import type { Db } from '../db';
import { CatchUp } from '../db/catch-up';
import { SESSION_TTL_SECONDS } from './session-lifetime';
import { isUuid } from '../../lib/format-basic';

/** A password change outlives every token issued before it by a session's lifetime. */
const SESSION_TTL_MS = SESSION_TTL_SECONDS * 1000;

/** NOTIFY channel on which an instance tells the others that a session was signed out. */
export const REVOKED_CHANNEL = 'session_revoked';
/** Every instance reloads the revocations this often, so a missed notification is late by at most this. */
export const REFRESH_MS = 5_000;
/** Beyond this many live revocations the set is not kept in memory; each check asks the database. */
export const MAX_ENTRIES = 100_000;

/**
 * token, family: signed out until expiresAt (ms). user: every token of that person issued before
 * the password changed at expiresAt (ms) is signed out; the entry lasts a session's lifetime longer.
 */
type Kind = 'token' | 'family' | 'user';
interface Revoked { kind: Kind; id: string; expiresAt: number }

/** What a token says about itself, as far as signing out goes. */
export interface TokenIds { jti?: string; fam?: string; sub?: string; iat: number }

/**
 * Signed-out tokens and token families, checked from memory. The database stays the record: this
 * instance loads it at start, adds its own sign-outs at once, hears other instances' through
 * LISTEN/NOTIFY and reloads every REFRESH_MS in case a notification was lost, and at once when the
 * subscription is cut or comes back after an outage. Entries leave when the
 * tokens they name would have expired anyway; past MAX_ENTRIES every check goes to the database.
 */
export class Revocations {
  private tokens = new Map<string, number>();
  private families = new Map<string, number>();
  /** Person id -> when their password last changed (ms), for changes younger than a session. */
  private passwordChanges = new Map<string, number>();
  private overflow = false;
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private readonly catchUp = new CatchUp(() => this.reload());

  constructor(private readonly db: Db) {}

  async start(): Promise<void> {
    this.unlisten = await this.db.listen(REVOKED_CHANNEL, (payload) => {
      try {
        const r = JSON.parse(payload) as Revoked;
        this.add(r);
      } catch {
        // not ours; the next reload has it anyway
      }
    }, {
      // sign-outs announced while the subscription was cut are read from the database as soon as it is
      // back, not in up to REFRESH_MS; until then every check asks the database
      lost: this.catchUp.lost,
      resumed: this.catchUp.resumed,
    });
    await this.reload();
    this.timer = setInterval(() => void this.reload().catch(() => undefined), REFRESH_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.catchUp.stop();
    await this.unlisten?.();
  }

  /** Whether the token, its family or every older session of its person was signed out. */
  async revoked(t: TokenIds): Promise<boolean> {
    if (this.overflow || this.catchUp.behind) return this.askDatabase(t);
    const now = Date.now();
    const live = (map: Map<string, number>, id: string | undefined) => id !== undefined && (map.get(id) ?? 0) > now;
    const changed = t.sub !== undefined ? this.passwordChanges.get(t.sub) : undefined;
    return live(this.tokens, t.jti) || live(this.families, t.fam) || (changed !== undefined && changed >= (t.iat + 1) * 1000);
  }

  /** Records a sign-out here at once and tells the other instances. */
  async publish(r: Revoked): Promise<void> {
    this.add(r);
    await this.db.notify(REVOKED_CHANNEL, JSON.stringify(r));
  }

  private add(r: Revoked): void {
    // past the bound, the database answers and the next reload says whether memory may take over again
    if (this.overflow || typeof r.id !== 'string' || typeof r.expiresAt !== 'number') return;
    const map = this.mapOf(r.kind);
    map.set(r.id, Math.max(map.get(r.id) ?? 0, r.expiresAt));
    if (this.tokens.size + this.families.size + this.passwordChanges.size > MAX_ENTRIES) this.overflow = true;
  }

  private mapOf(kind: Kind): Map<string, number> {
    return kind === 'family' ? this.families : kind === 'user' ? this.passwordChanges : this.tokens;
  }

  private async reload(): Promise<void> {
    const rows = await this.db.query<{ kind: Kind; id: string; expires_at: Date | string }>(
      `select 'token' as kind, jti as id, expires_at from revoked_token where expires_at > now()
       union all select 'family', family, expires_at from revoked_token_family where expires_at > now()
       union all select 'user', id::text, password_changed_at from app_user
         where password_changed_at > created_at and password_changed_at > now() - make_interval(secs => $1)
       limit ${MAX_ENTRIES + 1}`,
      [SESSION_TTL_MS / 1000],
    );
    const next: Record<Kind, Map<string, number>> = { token: new Map(), family: new Map(), user: new Map() };
    for (const row of rows) next[row.kind].set(row.id, new Date(row.expires_at).getTime());
    // sign-outs heard while the query ran are kept
    const now = Date.now();
    for (const kind of ['token', 'family', 'user'] as const) {
      for (const [id, at] of this.mapOf(kind)) if (!next[kind].has(id) && (kind === 'user' ? at + SESSION_TTL_MS : at) > now) next[kind].set(id, at);
    }
    this.tokens = next.token;
    this.families = next.family;
    this.passwordChanges = next.user;
    this.overflow = rows.length > MAX_ENTRIES;
  }

  private async askDatabase(t: TokenIds): Promise<boolean> {
    const rows = await this.db.query(
      `select 1 from revoked_token where jti = $1 union all select 1 from revoked_token_family where family = $2
       union all select 1 from app_user where id = $3::uuid and password_changed_at > created_at and password_changed_at >= to_timestamp($4::bigint + 1)`,
      [t.jti ?? '', t.fam ?? '', isUuid(t.sub) ? t.sub : null, t.iat],
    );
    return rows.length > 0;
  }
}
