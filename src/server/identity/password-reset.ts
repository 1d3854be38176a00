import { interpolate, resolveString } from '../../engine/org';
import { chooseLanguage, offeredLanguages } from '../../engine/languages';
import type { CopyKey } from '../../generated/copy-keys';
import { textsIn } from '../core/language';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { OrgRecord } from '../core/content-service';
import { badRequest } from '../core/errors';
import { senderFor } from '../mail/mailer';
import { tooManyAttempts } from './login';
import { hashPassword } from './password';
import { blockedFor, recordFailure, RESET_ADDRESS_RULE, RESET_EMAIL_RULE, resetAddressKey, resetEmailKey } from './throttle';
import { emailKey, findUserByEmail } from './users';
import { APP_BASE } from '../../lib/page-paths';

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 30;
export const RESET_PAGE = `${APP_BASE}/reset-password`;
export const LINK_NOT_VALID = 'This link has expired or was already used. Ask for a new one.';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Asks for a reset link. The answer is the same whether or not the e-mail has an account, and comes as
 * soon: what differs (the account's lookup, its link and its mail) happens after it, off the answer's
 * path (app.lifecycle.afterAnswer, which a stop waits for). Only an account's holder gets a mail, with a
 * single-use link that works for RESET_LINK_MINUTES. Limited per e-mail and per client address (429),
 * counted alike for both, so nobody fills another person's inbox and the limit tells no one who has an
 * account.
 */
export async function requestPasswordReset(app: FastifyInstance, request: object, input: { email: string; ip: string; org: OrgRecord; origin: string; language: string }): Promise<void> {
  const now = app.clock.now();
  const keys = [resetEmailKey(emailKey(input.email)), resetAddressKey(input.ip)] as const;
  const wait = await blockedFor(app.db, [...keys], now);
  if (wait > 0) throw tooManyAttempts(wait, 'requests for a reset link');
  await recordFailure(app.db, keys[0], RESET_EMAIL_RULE, now);
  await recordFailure(app.db, keys[1], RESET_ADDRESS_RULE, now);
  app.lifecycle.afterAnswer(request, () => mailResetLink(app, input, now));
}

/** The link and its mail, for an e-mail that has an account (nothing otherwise). */
async function mailResetLink(app: FastifyInstance, input: { email: string; org: OrgRecord; origin: string; language: string }, now: Date): Promise<void> {
  const user = await findUserByEmail(app.db, input.email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await app.db.query(
    'insert into password_reset (token_sha256, user_id, expires_at, created_at) values ($1, $2, $3, $4)',
    [digest(token), user.id, new Date(now.getTime() + RESET_LINK_MINUTES * 60_000), now],
  );
  const link = `${input.origin}${RESET_PAGE}?token=${token}`;
  // in the language of the page that asked (the account's when the lender does not offer that one)
  const lang = chooseLanguage([input.language, user.language], offeredLanguages(input.org));
  const { index, org } = textsIn(app.content.index, input.org, lang);
  const say = (key: CopyKey, values: Record<string, string | number>) => interpolate(resolveString(index.strings, key, org), values);
  const brand = input.org.orgBrand;
  await app.mail.send({
    from: senderFor(input.org),
    to: user.email,
    subject: say('mail.passwordReset.subject', { brand }),
    text: say('mail.passwordReset.body', { brand, minutes: RESET_LINK_MINUTES, link }),
  });
}

/**
 * Sets a new password with a reset link's token: once, before it expires. Every session signed in
 * before the change is signed out (tokens issued before password_changed_at are refused), and every
 * other link asked for the account stops working.
 */
export async function resetPassword(app: FastifyInstance, input: { token: string; password: string }): Promise<void> {
  const now = app.clock.now();
  const [found] = await app.db.query<{ user_id: string }>(
    'select user_id from password_reset where token_sha256 = $1 and used_at is null and expires_at > $2',
    [digest(input.token), now],
  );
  if (!found) throw badRequest(LINK_NOT_VALID, [{ path: '/token', message: LINK_NOT_VALID }]);
  // the slow hash before the transaction: the link is checked again, and taken, inside it
  const hash = await hashPassword(input.password);
  // real time, not the sandbox clock: sessions are compared by the time their token was issued
  const changedAt = new Date();
  await app.db.transaction(async (tx) => {
    const taken = await tx.query<{ user_id: string }>(
      'update password_reset set used_at = $2 where token_sha256 = $1 and used_at is null and expires_at > $2 returning user_id',
      [digest(input.token), now],
    );
    if (!taken.length) throw badRequest(LINK_NOT_VALID, [{ path: '/token', message: LINK_NOT_VALID }]);
    await tx.query('update password_reset set used_at = $2 where user_id = $1 and used_at is null', [found.user_id, now]);
    await tx.query('update app_user set password_hash = $2, password_changed_at = $3, updated_at = $3 where id = $1', [found.user_id, hash, changedAt]);
  });
  // every instance signs the person's older sessions out at once
  await app.revocations.publish({ kind: 'user', id: found.user_id, expiresAt: changedAt.getTime() });
}
