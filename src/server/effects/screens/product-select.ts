import { findOffer } from '../../applications/offers-repo';
import { badRequest, notFound } from '../../core/errors';
import { priceSelection, SelectionError } from '../../domain/offers';
import { bodyOf } from '../body';
import type { ScreenEffect } from '../types';

/** The chosen offer, amount and term, priced again on the server (the page's estimate is not trusted). */
const productSelect: ScreenEffect = async (ctx) => {
  const choice = bodyOf(ctx, 'product-select');
  const offer = await findOffer(ctx.app.db, ctx.row.uuid, choice.offerId);
  if (!offer) throw notFound('Offer not found');
  try {
    const s = priceSelection(offer, choice.amount, choice.termYears);
    return {
      data: {
        selectedOfferId: offer.uuid, amount: s.amount, term: s.termYears, rate: s.apr, monthlyPayment: s.monthlyPayment,
        fees: { origination: s.originationFee, avm: s.avmFee, recording: s.recordingFee, recordingTax: s.recordingTax }, netProceeds: s.netProceeds,
      },
    };
  } catch (e) {
    if (e instanceof SelectionError) throw badRequest(e.message, [{ path: e.path, message: e.message }]);
    throw e;
  }
};
export default productSelect;
