import type { FastifyRequest } from 'fastify';
import { requireUser, userOf, type Role } from '../core/auth';
import { badRequest } from '../core/errors';

/** Roles of the operations console: a lender's staff, and platform staff who work for every lender. */
export const STAFF_ROLES: readonly Role[] = ['STAFF', 'PLATFORM_STAFF'];
export const requireStaff = () => requireUser(...STAFF_ROLES);

/** The header platform staff name the lender they work for in (the console's lender switch). */
export const STAFF_LENDER_HEADER = 'x-staff-lender';

/**
 * The lender a staff call acts for: a lender's staff, always their own (whatever the request says);
 * platform staff, the lender they chose (x-staff-lender), else the default lender. Every staff route
 * scopes by this one rule.
 */
export function staffLender(request: FastifyRequest): string {
  const user = userOf(request);
  if (user.role !== 'PLATFORM_STAFF') return user.org;
  const chosen = request.headers[STAFF_LENDER_HEADER];
  const code = typeof chosen === 'string' && chosen ? chosen : request.server.config.defaultOrg;
  if (!Object.hasOwn(request.server.content.index.orgs, code)) {
    throw badRequest(`${STAFF_LENDER_HEADER}: "${code.slice(0, 60)}" is not a lender`, [{ path: STAFF_LENDER_HEADER, message: 'is not a lender' }]);
  }
  return code;
}
