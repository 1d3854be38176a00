import type { IncomeLinkType } from '../../providers/income';
import { bodyOf } from '../body';
import type { ScreenEffect } from '../types';

/**
 * Links payroll or bank transactions through the income provider, with the applicant's consent (the
 * schema requires it); the outcome decides the next step. The login is passed on, never stored.
 */
const incomeReview: ScreenEffect = async (ctx) => {
  const body = bodyOf(ctx, 'income-review');
  const result = await ctx.app.providers.income.link({ type: body.linkType as IncomeLinkType, providerId: body.providerId, username: body.username, password: body.password, statedIncome: Number(ctx.data.statedIncome ?? 0) });
  const incomeSources = [{ source: result.source, employerName: result.employerName, verifiedAnnualIncome: result.verifiedAnnualIncome, employmentType: 'FULL_TIME' }];
  const flags: Record<string, unknown> = { manualPaystubUpload: false, manualPaystubTasksComplete: false, incomeReviewComplete: false, employmentVerificationNeeded: false };
  if (result.outcome === 'VERIFIED_INCOME_MATCHED') flags.uwSubDecision = 'VERIFIED_INCOME_MATCHED_OFFER';
  else if (result.outcome === 'INCOME_MISMATCH') Object.assign(flags, { manualPaystubUpload: true, paystubsRequired: result.paystubsRequired });
  else Object.assign(flags, { employmentVerificationNeeded: true, employmentVerified: false });
  return { data: { incomeSources }, flags };
};
export default incomeReview;
