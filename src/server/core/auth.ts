import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from './errors';
import { signJwt, verifyJwt, type JwtClaims } from './jwt';

export type Role = 'APPLICANT' | 'CO_DEEDER' | 'BROKER' | 'AGENT' | 'STAFF';

/** Session lifetime; a token past half of it is renewed through the Authorization response header. */
export const SESSION_TTL_SECONDS = 60 * 60 * 2;

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

export function issueToken(secret: string, user: { id: string; role: Role; org: string }, extra: Record<string, unknown> = {}): string {
  return signJwt({ ...extra, sub: user.id, role: user.role, org: user.org }, secret, SESSION_TTL_SECONDS);
}

const bearer = (request: FastifyRequest): string | undefined => {
  const h = request.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() : undefined;
};

/** Reads and verifies the bearer token if there is one; a bad token is an error, no token is not. */
export function authenticate(request: FastifyRequest, reply: FastifyReply): SessionUser | undefined {
  const token = bearer(request);
  if (!token) return undefined;
  const secret = request.server.jwtSecret;
  const result = verifyJwt(token, secret);
  if (!result.ok) throw unauthorized(result.reason === 'signature' ? 'invalid signature' : 'unauthenticated');
  const { claims } = result;
  const user: SessionUser = { id: claims.sub, role: claims.role as Role, org: claims.org, claims };
  const now = Math.floor(Date.now() / 1000);
  if (claims.exp - now < SESSION_TTL_SECONDS / 2) {
    const { iat: _iat, exp: _exp, sub: _sub, role: _role, org: _org, ...extra } = claims;
    reply.header('authorization', `Bearer ${issueToken(secret, user, extra)}`);
  }
  request.user = user;
  return user;
}

/** preHandler: the caller must be signed in (and, when roles are given, hold one of them). */
export function requireUser(...roles: Role[]): preHandlerAsyncHookHandler {
  return async function requireUserHook(request, reply) {
    const user = authenticate(request, reply);
    if (!user) throw unauthorized();
    if (roles.length && !roles.includes(user.role)) throw forbidden();
  };
}

/** preHandler: reads the session when present, for routes open to visitors too. */
export const optionalUser: preHandlerAsyncHookHandler = async function optionalUserHook(request, reply) {
  authenticate(request, reply);
};

/** The signed-in user of a route guarded by requireUser. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export const bearerSecurity = [{ bearer: [] as string[] }];
