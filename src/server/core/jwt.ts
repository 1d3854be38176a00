import { createHmac, timingSafeEqual } from 'node:crypto';

/** The only algorithm accepted; tokens naming any other (none included) are refused. */
export const JWT_ALG = 'HS256';

export interface JwtClaims {
  sub: string;
  role: string;
  org: string;
  iat: number;
  exp: number;
  [claim: string]: unknown;
}

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const sign = (input: string, secret: string) => createHmac('sha256', secret).update(input).digest();

export function signJwt(claims: { sub: string; [claim: string]: unknown }, secret: string, ttlSeconds: number, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const header = b64(JSON.stringify({ alg: JWT_ALG, typ: 'JWT' }));
  const payload = b64(JSON.stringify({ ...claims, iat: nowSeconds, exp: nowSeconds + ttlSeconds }));
  return `${header}.${payload}.${b64(sign(`${header}.${payload}`, secret))}`;
}

export type JwtFailure = 'malformed' | 'algorithm' | 'signature' | 'expired';

/** Tokens whose signature checked out lately, per secret (token -> frozen claims), at most CHECKED_MAX per secret. */
const checked = new Map<string, Map<string, JwtClaims>>();
const CHECKED_MAX = 10_000;

/**
 * Verifies signature, algorithm and expiry; returns the claims or why the token is refused. A token
 * verified lately skips the parse and the HMAC (a session polls with the same token); its expiry is
 * checked on every call.
 */
export function verifyJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): { ok: true; claims: JwtClaims } | { ok: false; reason: JwtFailure } {
  let bySecret = checked.get(secret);
  if (!bySecret) checked.set(secret, (bySecret = new Map()));
  const known = bySecret.get(token);
  if (known) return known.exp <= nowSeconds ? { ok: false, reason: 'expired' } : { ok: true, claims: known };
  const result = checkJwt(token, secret, nowSeconds);
  if (result.ok) {
    if (bySecret.size >= CHECKED_MAX) bySecret.delete(bySecret.keys().next().value as string);
    bySecret.set(token, Object.freeze(result.claims));
  }
  return result;
}

function checkJwt(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): { ok: true; claims: JwtClaims } | { ok: false; reason: JwtFailure } {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [h, p, s] = parts as [string, string, string];
  let header: { alg?: unknown };
  let claims: JwtClaims;
  try {
    header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as { alg?: unknown };
    claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as JwtClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (header.alg !== JWT_ALG) return { ok: false, reason: 'algorithm' };
  const expected = sign(`${h}.${p}`, secret);
  const given = Buffer.from(s, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  if (typeof claims.sub !== 'string' || typeof claims.role !== 'string') return { ok: false, reason: 'malformed' };
  return { ok: true, claims };
}
