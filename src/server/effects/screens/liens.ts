import { conflict } from '../../core/errors';
import { replaceOffers } from '../../applications/offers-repo';
import { pricingOf } from '../../domain/pricing';
import { DEFAULT_LISTED_FOR_SALE, underwrite } from '../../domain/underwriting';
import { raiseForFinding } from '../../conditions/service';
import { propertyRequestOf } from '../property-request';
import { isTexas } from '../../../product/rules';
import { bodyOf } from '../body';
import { obj, type ScreenEffect, type ScreenEffectContext } from '../types';

/** The liens complete the picture: underwriting decides and makes the offers. */
const liens: ScreenEffect = async (ctx) => {
  const credit = obj(ctx.flags.credit);
  if (ctx.flags.softPullComplete !== true || typeof credit.score !== 'number') throw conflict('The credit check is not complete yet, so we cannot underwrite this application');
  const record = obj(ctx.flags.propertyRecord);
  const { liens: stated } = bodyOf(ctx, 'liens');
  const avm = typeof record.avmValue === 'number' ? record.avmValue : null;
  const result = underwrite({
    pricing: pricingOf(ctx.org),
    credit: { score: credit.score, monthlyDebt: Number(credit.monthlyDebt ?? 0), delinquent: credit.delinquent === true },
    statedIncome: Number(ctx.data.statedIncome ?? 0),
    propertyValue: avm ?? Number(record.assessedValue ?? 0),
    avmAvailable: avm !== null,
    texas: isTexas(ctx.data),
    // Other liens are paid off from the line, so they count through the line itself, which must cover them.
    existingLiens: stated.firstMortgageBalance,
    payoffAmount: stated.otherLienBalance,
    listedForSale: ctx.data.saleStatus === 'LISTED_FOR_SALE' ? ctx.org.underwriting?.listedForSale ?? DEFAULT_LISTED_FOR_SALE : undefined,
  });
  const title = result.uwDecision === 'DECLINE' ? {} : await preliminaryTitle(ctx);
  await replaceOffers(ctx.app.db, ctx.row.uuid, result.offers);
  const largest = Math.max(0, ...result.offers.map((o) => o.maxAmount));
  return {
    flags: {
      uwCalculatedDrawAmount: largest,
      adjustedHomeAmount: avm ?? Number(record.assessedValue ?? 0),
      liensComplete: true,
      uwDecision: result.uwDecision,
      uwSubDecision: result.uwSubDecision,
      uwReasons: result.reasons,
      dti: result.dti,
      // The line takes the place behind the first mortgage: any other lien is paid off from it, and the
      // applicant confirms that payoff before the bank step goes on (flows: ach -> lienAttestation).
      inquiryAttestNeeded: stated.otherLienBalance > 0,
      inquiryAttestComplete: false,
      ...result.flags,
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
