import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { isOpenAt } from '../../lib/hours';
import type { OrgFile } from '../../engine/types';

/**
 * Sandbox overrides of an org's chat hours (non-production only), kept per server instance. They let
 * a test put one org's chat team in or out of hours without moving the server clock, which every
 * other journey on the same server shares.
 */
const overrides = new WeakMap<object, Map<string, boolean>>();

/** Forces an org's chat team open or closed (null: back to its operating hours). */
export function overrideChatHours(app: FastifyInstance, orgCode: string, open: boolean | null): void {
  let byOrg = overrides.get(app.db);
  if (!byOrg) overrides.set(app.db, (byOrg = new Map()));
  if (open === null) byOrg.delete(orgCode);
  else byOrg.set(orgCode, open);
}

/** The sandbox override of an org's chat hours, if one is set. */
export const chatHoursOverride = (app: FastifyInstance, orgCode: string): boolean | undefined => overrides.get(app.db)?.get(orgCode);

/** Whether the org's chat team is within its operating hours (OPS_CHAT, Pacific time) by the server clock. */
export function chatOpen(app: FastifyInstance, org: OrgFile): boolean {
  const forced = app.config.production ? undefined : chatHoursOverride(app, org.orgCode);
  if (forced !== undefined) return forced;
  const week = org.operatingHours.OPS_CHAT ?? org.operatingHours.OPS_PHONE ?? [];
  return isOpenAt(week, DateTime.fromJSDate(app.clock.now()));
}
