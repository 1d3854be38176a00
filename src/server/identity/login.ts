import type { FastifyInstance } from 'fastify';
import { HttpError, unauthorized } from '../core/errors';
import { decoyHash, verifyPassword } from './password';
import { accountKey, ACCOUNT_RULE, addressKey, ADDRESS_RULE, blockedFor, clearFailures, recordFailure } from './throttle';
import { emailKey, findUserByEmail, recordLogin, type UserRow } from './users';

/** One message for an unknown e-mail and a wrong password, so failures do not reveal who has an account. */
export const LOGIN_FAILED = 'Incorrect email or password.';

export const tooManyAttempts = (seconds: number, what = 'sign-in attempts') => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(
    429,
    `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
};

/**
 * Checks an e-mail and password. Blocked account or address keys are refused before the password is
 * looked at; an unknown e-mail costs the same scrypt work as a known one. Only a check that ran counts
 * as a failure: a sign-in refused as busy (503) counts nothing.
 */
export async function checkCredentials(app: FastifyInstance, email: string, password: string, ip: string): Promise<UserRow> {
  const keys = [accountKey(emailKey(email)), addressKey(ip)];
  const refuseWhenBlocked = async () => {
    const wait = await blockedFor(app.db, keys, app.clock.now());
    if (wait > 0) throw tooManyAttempts(wait);
  };
  await refuseWhenBlocked();

  const user = await findUserByEmail(app.db, email);
  // asked again once its turn to hash comes: failures counted while it waited may have blocked it since
  const ok = await verifyPassword(password, user?.password_hash ?? (await decoyHash()), { first: refuseWhenBlocked });
  const now = app.clock.now();
  if (!user || !ok) {
    await recordFailure(app.db, keys[0] as string, ACCOUNT_RULE, now);
    await recordFailure(app.db, keys[1] as string, ADDRESS_RULE, now);
    throw unauthorized(LOGIN_FAILED);
  }
  await clearFailures(app.db, keys[0] as string);
  await recordLogin(app.db, user.id, now);
  return user;
}
