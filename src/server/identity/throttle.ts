import type { Queryable } from '../db';

export interface ThrottleRule {
  /** Failures inside the window that block the key. */
  limit: number;
  windowMs: number;
  blockMs: number;
}

/** Per account: a handful of guesses, then a pause long enough to make guessing useless. */
export const ACCOUNT_RULE: ThrottleRule = { limit: 5, windowMs: 15 * 60_000, blockMs: 15 * 60_000 };
/** Per client address: room for a household or office behind one address, not for a guessing script. */
export const ADDRESS_RULE: ThrottleRule = { limit: 20, windowMs: 15 * 60_000, blockMs: 15 * 60_000 };

/** Registrations per e-mail address: a person retrying a form, not someone filling another's inbox with notices. */
export const REGISTER_EMAIL_RULE: ThrottleRule = { limit: 5, windowMs: 60 * 60_000, blockMs: 60 * 60_000 };
/** Registrations per client address in an hour (REGISTRATIONS_PER_ADDRESS): each costs a password hash. */
export const registerAddressRule = (limit: number): ThrottleRule => ({ limit, windowMs: 60 * 60_000, blockMs: 60 * 60_000 });

/** Password reset links asked for one e-mail in an hour: enough to retry, too few to flood an inbox. */
export const RESET_EMAIL_RULE: ThrottleRule = { limit: 5, windowMs: 60 * 60_000, blockMs: 60 * 60_000 };
/** Password reset links asked from one client address in an hour. */
export const RESET_ADDRESS_RULE: ThrottleRule = { limit: 20, windowMs: 60 * 60_000, blockMs: 60 * 60_000 };

/** Seconds until every given key may try again; 0 when none is blocked. */
export async function blockedFor(db: Queryable, keys: string[], now: Date): Promise<number> {
  const rows = await db.query<{ blocked_until: Date | null }>(
    'select blocked_until from login_attempt where key = any($1) and blocked_until > $2',
    [keys, now],
  );
  const until = Math.max(0, ...rows.map((r) => (r.blocked_until ? new Date(r.blocked_until).getTime() : 0)));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/**
 * Counts a failure (a sign-in) or an attempt (a registration) in the key's window (a new window when
 * the last one is over); blocks at the limit.
 */
export async function recordFailure(db: Queryable, key: string, rule: ThrottleRule, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const blockedUntil = new Date(now.getTime() + rule.blockMs);
  await db.query(
    `insert into login_attempt as a (key, failures, window_started_at, blocked_until)
     values ($1, 1, $2, case when $4::int <= 1 then $5::timestamptz end)
     on conflict (key) do update set
       failures = case when a.window_started_at < $3 then 1 else a.failures + 1 end,
       window_started_at = case when a.window_started_at < $3 then $2 else a.window_started_at end,
       blocked_until = case
         when (case when a.window_started_at < $3 then 1 else a.failures + 1 end) >= $4::int then $5::timestamptz
         else a.blocked_until end`,
    [key, now, windowStart, rule.limit, blockedUntil],
  );
}

export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.query('delete from login_attempt where key = $1', [key]);
}

export const accountKey = (emailKey: string): string => `account:${emailKey}`;
export const addressKey = (ip: string): string => `address:${ip}`;
export const registerEmailKey = (emailKey: string): string => `register-email:${emailKey}`;
export const registerAddressKey = (ip: string): string => `register-address:${ip}`;
export const resetEmailKey = (emailKey: string): string => `reset-email:${emailKey}`;
export const resetAddressKey = (ip: string): string => `reset-address:${ip}`;
