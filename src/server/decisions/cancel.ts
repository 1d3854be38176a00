import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import type { Access, ApplicationRow, SignerRow } from '../applications/repo';
import { businessDays } from '../funding/business-days';
import { rescissionStartsAt } from '../funding/funding';
import { applicationWords } from '../core/language';
import { toDisplayDate } from '../../lib/format';

/**
 * Whether the caller may use the right to cancel now: the application is open and the flow takes
 * cancel at its step, the last signature started the period, and its last day (in the lender's time
 * zone, until midnight) has not passed. Every owner who signs has the right: the applicant and the
 * additional signers whose invitation stands (a cancelled invitation gives no access at all).
 */
export async function rightToCancel(
  app: FastifyInstance, row: ApplicationRow, access: Access, signers: SignerRow[], userId: string,
): Promise<{ open: boolean; endsOn?: string; reason: string }> {
  const { version, text } = await applicationWords(app, row);
  const say = (key: 'cancel.refused.closed' | 'cancel.refused.notSigned' | 'cancel.refused.ended' | 'cancel.refused.notEntitled', values: Record<string, string> = {}) => text(key, values);
  const flow = version.applicantFlow;
  if (flow.state(row.state)?.final || !flow.accepts(row.state, 'cancel')) return { open: false, reason: say('cancel.refused.closed') };
  if (access === 'signer' && !signers.some((s) => s.identity_uuid === userId && s.status === 'SIGNED')) return { open: false, reason: say('cancel.refused.notEntitled') };
  const signedAt = await rescissionStartsAt(app, row);
  if (!signedAt) return { open: false, reason: say('cancel.refused.notSigned') };
  const days = await businessDays();
  const { rescissionEndsOn } = days.fundingDates(signedAt);
  const today = DateTime.fromJSDate(app.clock.now(), { zone: days.LENDER_ZONE }).toISODate() as string;
  if (today > rescissionEndsOn) return { open: false, endsOn: rescissionEndsOn, reason: say('cancel.refused.ended', { date: toDisplayDate(rescissionEndsOn) ?? rescissionEndsOn }) };
  return { open: true, endsOn: rescissionEndsOn, reason: '' };
}
