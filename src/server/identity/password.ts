import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HttpError } from '../core/errors';

/**
 * scrypt with memory-hard parameters: N=2^15, r=8 needs 32 MiB per hash, and p=3 brings the work to
 * the OWASP minimum (equivalent to N=2^17, p=1) without 128 MiB per concurrent sign-in. The
 * parameters are stored in each hash, so they can be raised later without breaking old passwords.
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

/**
 * At most HASHING.concurrent scrypt hashes run at once, so a burst of sign-ups or sign-ins leaves
 * the rest of the thread pool (files, DNS, compression) and the event loop to other requests; at
 * most HASHING.queued more wait their turn, and beyond that the request is refused with 503 and a
 * Retry-After instead of piling up.
 */
export const HASHING = { concurrent: 2, queued: 16, retryAfterSeconds: 2 } as const;
let running = 0;
const waiting: (() => void)[] = [];

/** How many hashes run and wait right now. */
export const hashingLoad = (): { running: number; waiting: number } => ({ running, waiting: waiting.length });

export const BUSY_MESSAGE = 'We are busy right now. Please try again in a few seconds.';

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHING.concurrent) {
    if (waiting.length >= HASHING.queued) throw new HttpError(503, BUSY_MESSAGE, undefined, { 'retry-after': String(HASHING.retryAfterSeconds) });
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    // hand the slot straight to the next in line, or give it back
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return withHashingSlot(() => new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  }));
}

/** "scrypt$N$r$p$salt$hash" with base64url salt and hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), params);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let decoy: Promise<string> | undefined;
/**
 * A hash to verify against when the e-mail is unknown, so an unknown account costs the same time
 * as a wrong password and response times do not reveal which e-mails exist.
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex')).catch((error: unknown) => {
    decoy = undefined; // a busy moment must not leave a failed decoy behind
    throw error;
  });
  return decoy;
}
