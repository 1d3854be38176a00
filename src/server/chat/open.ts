import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { isOpenAt } from '../../lib/hours';
import type { OrgFile } from '../../engine/types';

/** Whether the org's chat team is within its operating hours (OPS_CHAT, Pacific time) by the server clock. */
export function chatOpen(app: FastifyInstance, org: OrgFile): boolean {
  const week = org.operatingHours.OPS_CHAT ?? org.operatingHours.OPS_PHONE ?? [];
  return isOpenAt(week, DateTime.fromJSDate(app.clock.now()));
}
