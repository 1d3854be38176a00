import { refuse } from '../../core/errors';
import { replaceOffers } from '../../applications/offers-repo';
import { pricingOf } from '../../domain/pricing';
import { DEFAULT_LISTED_FOR_SALE, underwrite, type UnderwritingResult } from '../../domain/underwriting';
import type { ApplicationRow } from '../../applications/repo';
import type { OrgRecord } from '../../core/content-service';
import type { Queryable } from '../../db';
import { raiseForFinding } from '../../conditions/service';
import { propertyRequestOf } from '../property-request';
import { isTexas } from '../../../product/rules';
import { bodyOf } from '../body';
import { obj, type ScreenEffect, type ScreenEffectContext } from '../types';

/**
 * Underwriting over what the application holds: its credit, its home's record, the liens stated.
 * `reviewed` is an underwriter's approval of a manual review: the reasons that sent it there (a home
 * listed for sale, a late payment) were looked at and accepted, so they do not count again.
 */
export function decide(input: { org: OrgRecord; data: Record<string, unknown>; flags: Record<string, unknown>; liens: { firstMortgageBalance: number; otherLienBalance: number }; reviewed?: boolean }): UnderwritingResult {
  const credit = obj(input.flags.credit);
  if (input.flags.softPullComplete !== true || typeof credit.score !== 'number') throw refuse(409, 'refusal.creditNotDone');
  const record = obj(input.flags.propertyRecord);
  const avm = typeof record.avmValue === 'number' ? record.avmValue : null;
  return underwrite({
    pricing: pricingOf(input.org),
    credit: { score: credit.score, monthlyDebt: Number(credit.monthlyDebt ?? 0), delinquent: credit.delinquent === true && !input.reviewed },
    statedIncome: Number(input.data.statedIncome ?? 0),
    propertyValue: avm ?? Number(record.assessedValue ?? 0),
    avmAvailable: avm !== null,
    texas: isTexas(input.data),
    // Other liens are paid off from the line, so they count through the line itself, which must cover them.
    existingLiens: input.liens.firstMortgageBalance,
    payoffAmount: input.liens.otherLienBalance,
    listedForSale: input.data.saleStatus === 'LISTED_FOR_SALE' && !input.reviewed ? input.org.underwriting?.listedForSale ?? DEFAULT_LISTED_FOR_SALE : undefined,
  });
}

/** The flags a decision sets (and its offers stored): the same for the liens step and an underwriter's approval. */
export async function decisionFlags(db: Queryable, row: ApplicationRow, result: UnderwritingResult): Promise<Record<string, unknown>> {
  const record = obj(row.flags.propertyRecord);
  const avm = typeof record.avmValue === 'number' ? record.avmValue : null;
  await replaceOffers(db, row.uuid, result.offers);
  return {
    uwCalculatedDrawAmount: Math.max(0, ...result.offers.map((o) => o.maxAmount)),
    adjustedHomeAmount: avm ?? Number(record.assessedValue ?? 0),
    liensComplete: true,
    uwDecision: result.uwDecision,
    uwSubDecision: result.uwSubDecision,
    uwReasons: result.reasons,
    dti: result.dti,
    ...result.flags,
  };
}

/** The liens complete the picture: underwriting decides and makes the offers. */
const liens: ScreenEffect = async (ctx) => {
  const { liens: stated } = bodyOf(ctx, 'liens');
  const result = decide({ org: ctx.org, data: ctx.data, flags: ctx.flags, liens: stated });
  const title = result.uwDecision === 'DECLINE' ? {} : await preliminaryTitle(ctx);
  return {
    flags: {
      ...(await decisionFlags(ctx.app.db, ctx.row, result)),
      // The line takes the place behind the first mortgage: any other lien is paid off from it, and the
      // applicant confirms that payoff before the bank step goes on (flows: ach -> lienAttestation).
      inquiryAttestNeeded: stated.otherLienBalance > 0,
      inquiryAttestComplete: false,
      ...title,
      checklistStatus: 'INITIAL',
    },
  };
};

/**
 * The preliminary title search runs with the offer. A finding (a legal description that does not
 * match the deed) raises a property legal description condition for the applicant to answer.
 */
async function preliminaryTitle(ctx: ScreenEffectContext): Promise<Record<string, unknown>> {
  const report = await ctx.app.providers.property.title({ ...propertyRequestOf(ctx.data), stage: 'PREQUAL' });
  if (!report.issue) return { titleStatus: report.status };
  const raised = await raiseForFinding(ctx.app.db, ctx.row.uuid, { category: 'PROPERTY_LEGAL_DESCRIPTION', notes: report.issue }, ctx.now);
  return { titleStatus: report.status, titleIssue: report.issue, ...raised };
}
export default liens;
