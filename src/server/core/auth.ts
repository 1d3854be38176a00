import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from './errors';
import { signJwt, verifyJwt, type JwtClaims } from './jwt';
import type { Revocations } from './revocations';
import { SESSION_TTL_SECONDS } from './session-lifetime';
import type { Role } from '../../contracts/identity';

/** PLATFORM_STAFF: operations staff of the platform itself, who work for any lender (its staff console). */
export type { Role };


export interface SessionUser {
  id: string;
  role: Role;
  org: string;
  claims: JwtClaims;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser;
  }
}

/**
 * A session token. Each sign-in starts a token family (claim `fam`); a renewal passes the family
 * on in `extra`, so logging out can end every token of that sign-in at once.
 */
export function issueToken(secret: string, user: { id: string; role: Role; org: string }, extra: Record<string, unknown> = {}): string {
  return signJwt({ fam: randomUUID(), ...extra, jti: randomUUID(), sub: user.id, role: user.role, org: user.org }, secret, SESSION_TTL_SECONDS);
}

/** The token family of a session, to pass on when a token is issued in its place. */
export const sameFamily = (user: SessionUser): { fam?: string } => (typeof user.claims.fam === 'string' ? { fam: user.claims.fam } : {});

const bearer = (request: FastifyRequest): string | undefined => {
  const h = request.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() : undefined;
};

/**
 * Whether a session was signed out: the token itself, its family (every token renewed from one
 * sign-in), or every session of the person, by a change of password (a reset) after the token was
 * issued; a token issued within the same second as the change is still good.
 */
export async function sessionRevoked(revocations: Revocations, claims: Record<string, unknown>): Promise<boolean> {
  return revocations.revoked({
    jti: typeof claims.jti === 'string' ? claims.jti : undefined,
    fam: typeof claims.fam === 'string' ? claims.fam : undefined,
    sub: typeof claims.sub === 'string' ? claims.sub : undefined,
    iat: typeof claims.iat === 'number' && Number.isFinite(claims.iat) ? claims.iat : 0,
  });
}

/** Reads and verifies the bearer token if there is one; a bad or signed-out token is an error, no token is not. */
export async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | undefined> {
  const token = bearer(request);
  if (!token) return undefined;
  const secret = request.server.jwtSecret;
  const result = verifyJwt(token, secret);
  if (!result.ok) throw unauthorized(result.reason === 'signature' ? 'invalid signature' : 'unauthenticated');
  const { claims } = result;
  if (await sessionRevoked(request.server.revocations, claims)) throw unauthorized();
  const user: SessionUser = { id: claims.sub, role: claims.role as Role, org: claims.org, claims };
  const now = Math.floor(Date.now() / 1000);
  if (claims.exp - now < SESSION_TTL_SECONDS / 2) {
    const { iat: _iat, exp: _exp, sub: _sub, role: _role, org: _org, jti: _jti, ...extra } = claims;
    reply.header('authorization', `Bearer ${issueToken(secret, user, extra)}`);
  }
  request.user = user;
  return user;
}

/**
 * Signs the caller's session out for good (logout): the token itself and its whole family, the
 * tokens renewed from the same sign-in. No token of the family can be issued after this, so the
 * family is refused until the newest one it may hold has expired. Expired rows are cleared on the way.
 */
export async function revokeSession(request: FastifyRequest): Promise<void> {
  const claims = request.user?.claims;
  if (!claims) return;
  const { db, revocations } = request.server;
  if (typeof claims.jti === 'string') {
    await db.query('delete from revoked_token where expires_at < now()');
    await db.query('insert into revoked_token (jti, expires_at) values ($1, to_timestamp($2)) on conflict (jti) do nothing', [claims.jti, claims.exp]);
    await revocations.publish({ kind: 'token', id: claims.jti, expiresAt: claims.exp * 1000 });
  }
  if (typeof claims.fam === 'string') {
    await db.query('delete from revoked_token_family where expires_at < now()');
    const [row] = await db.query<{ expires_at: Date | string }>(
      `insert into revoked_token_family (family, expires_at) values ($1, now() + make_interval(secs => $2))
       on conflict (family) do update set expires_at = excluded.expires_at returning expires_at`,
      [claims.fam, SESSION_TTL_SECONDS],
    );
    await revocations.publish({ kind: 'family', id: claims.fam, expiresAt: new Date(row?.expires_at ?? Date.now() + SESSION_TTL_SECONDS * 1000).getTime() });
  }
}

/**
 * onRequest hook: the caller must be signed in (and, when roles are given, hold one of them). It runs
 * before the body is read or anything is validated, so a caller without a session learns nothing about
 * what a route would accept (401 or 403 first, never a 400).
 */
export function requireUser(...roles: Role[]): onRequestAsyncHookHandler {
  return async function requireUserHook(request, reply) {
    const user = await authenticate(request, reply);
    if (!user) throw unauthorized();
    if (roles.length && !roles.includes(user.role)) throw forbidden();
  };
}

/** onRequest hook: reads the session when present, for routes open to visitors too. */
export const optionalUser: onRequestAsyncHookHandler = async function optionalUserHook(request, reply) {
  await authenticate(request, reply);
};

/** The signed-in user of a route guarded by requireUser. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export const bearerSecurity = [{ bearer: [] as string[] }];

/** Who is calling: network address (as the proxy saw it when trusted) and browser, for records such as signatures, and the site they came to. */
export interface ClientInfo {
  ip: string;
  userAgent?: string;
  /** scheme://host the request came to (for links in mail outside production). */
  origin?: string;
}

export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip || request.socket.remoteAddress || 'unknown', userAgent: request.headers['user-agent'], origin: `${request.protocol}://${request.host}` };
}
