import type { OrgRecord } from '../core/content-service';
import { badRequest } from '../core/errors';
import { priceSelection, SelectionError, type CostEstimate } from '../domain/offers';
import type { OfferTerms } from '../domain/offers';
import { inPersonNotaryFee } from '../domain/pricing';

/** The costs of an amount and term under one of the application's offers, or a 400 naming the field. */
export function priceForApplicant(offer: OfferTerms, amount: number, termYears: number, org: OrgRecord): CostEstimate {
  try {
    return priceSelection(offer, amount, termYears, inPersonNotaryFee(org));
  } catch (e) {
    if (e instanceof SelectionError) throw badRequest(e.message, [{ path: e.path, message: e.message }]);
    throw e;
  }
}
