import { CONSENT } from '../../../product/guards';
import { bodyOf } from '../body';
import { digits, merge, pullCredit, withConsent } from '../credit';
import type { ScreenEffect } from '../types';

/** How long the bureau takes to answer the hard pull; the status says HARD_CREDIT_PULL meanwhile. */
const HARD_PULL_SECONDS = 2;

/** The hard-credit consent and the SSN: the hard pull runs. */
const startContact: ScreenEffect = async (ctx) => {
  const ssn = digits(bodyOf(ctx, 'start-contact').ssn);
  const consents = withConsent(ctx.data, CONSENT.hardCredit, ctx.now);
  const result = await pullCredit({ ...ctx, data: { ...ctx.data, consents } }, 'HARD', { ssn });
  const pendingUntil = new Date(ctx.now.getTime() + HARD_PULL_SECONDS * 1000).toISOString();
  return merge({ data: { consents, hasSsn: true, ssnLast4: ssn.slice(-4) }, flags: { hasSsn: true, hardPullPendingUntil: pendingUntil } }, result);
};
export default startContact;
