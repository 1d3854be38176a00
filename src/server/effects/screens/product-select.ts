import { findOffer } from '../../applications/offers-repo';
import { priceForApplicant } from '../../applications/price-selection';
import { refuse } from '../../core/errors';
import { bodyOf } from '../body';
import type { ScreenEffect } from '../types';
import type { RateType } from '../../../lib/enumerations';

const OFFER_RATE_TYPE: RateType = 'FIXED';

/**
 * The chosen offer, amount and term, priced again on the server (the page's estimate is not trusted).
 * The APR of every offer is fixed for the life of the line, as the disclosures state.
 */
const productSelect: ScreenEffect = async (ctx) => {
  const choice = bodyOf(ctx, 'product-select');
  const offer = await findOffer(ctx.app.db, ctx.row.uuid, choice.offerId);
  if (!offer) throw refuse(404, 'refusal.offerNotFound');
  const costs = priceForApplicant(offer, choice.amount, choice.termYears, ctx.org);
  return {
    data: { selectedOfferId: offer.uuid, amount: costs.amount, term: costs.termYears, rate: costs.apr, rateType: OFFER_RATE_TYPE, monthlyPayment: costs.monthlyPayment, costs },
  };
};
export default productSelect;
