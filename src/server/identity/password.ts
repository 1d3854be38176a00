import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HashingQueue } from './hashing-queue';

interface ScryptParams { N: number; r: number; p: number }

/**
 * scrypt with memory-hard parameters: N=2^15, r=8 needs 32 MiB per hash, and p=3 brings the work to
 * the OWASP minimum (equivalent to N=2^17, p=1) without 128 MiB per concurrent sign-in. The
 * parameters are stored in each hash, so they can be raised later without breaking old passwords.
 */
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 3 };

/**
 * How much work a new hash takes: `standard` (SCRYPT_PARAMS), or `light` (N=2^10, p=1: about 1/100 of the
 * work) for test servers that register and sign in thousands of accounts. Outside production only
 * (src/server/config.ts refuses it there); the tests of hashing's cost and pace hash the standard way.
 */
export type PasswordHashing = 'standard' | 'light';
const WORK: Record<PasswordHashing, ScryptParams> = { standard: SCRYPT_PARAMS, light: { N: 2 ** 10, r: 8, p: 1 } };
let work: ScryptParams = SCRYPT_PARAMS;

/** Sets this process's work for new hashes (the server does, from its configuration). Verifying reads a hash's own. */
export function setPasswordHashing(hashing: PasswordHashing): void {
  work = WORK[hashing];
}
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

/** The one queue of this process's password hashes (src/server/identity/hashing-queue.ts). */
const queue = new HashingQueue();

/** How many hashes run and wait right now. */
export const hashingLoad = (): { running: number; waiting: number } => queue.load;

/**
 * What runs once the hash is sure to run, before it: a limit that counts password checks counts here,
 * so a request refused for being busy (503) or waiting its turn counts nothing. Throwing (a 429) stops
 * the request before its hash.
 */
export interface HashOptions {
  first?: () => Promise<void>;
}

function derive(password: string, salt: Buffer, params: ScryptParams, options: HashOptions): Promise<Buffer> {
  const scryptOptions: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return queue.run(() => new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, scryptOptions, (error, key) => (error ? reject(error) : resolve(key)));
  }), options.first);
}

/** "scrypt$N$r$p$salt$hash" with base64url salt and hash. */
export async function hashPassword(password: string, options: HashOptions = {}): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const params = work;
  const key = await derive(password, salt, params, options);
  const { N, r, p } = params;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string, options: HashOptions = {}): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const params: ScryptParams = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), params, options);
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
