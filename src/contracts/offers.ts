import type { FromSchema } from 'json-schema-to-ts';
import { COSTS } from './role-views';
import { uuid } from './uuid';

/** Offers as the server answers them and the offer page reads them (apart from portal.ts: the first route reads that one). */

/** Terms of one offer (the store adds its uuid). */
export const offerTermsSchema = {
  type: 'object',
  required: ['apr', 'minAmount', 'maxAmount', 'termsYears', 'originationPct', 'avmFee', 'recordingFee', 'recordingTaxPer100k', 'maxCltv'],
  properties: {
    apr: { type: 'number' },
    minAmount: { type: 'number' },
    maxAmount: { type: 'number' },
    termsYears: { type: 'array', items: { type: 'integer' } },
    originationPct: { type: 'number' },
    avmFee: { type: 'number', description: 'AVM fee charged when no automated value was available for the home' },
    recordingFee: { type: 'number' },
    recordingTaxPer100k: { type: 'number' },
    maxCltv: { type: 'number', description: 'Combined LTV bracket the rate belongs to' },
  },
} as const;
export type OfferTerms = FromSchema<typeof offerTermsSchema>;

/** An offer as the applicant reads it: its terms and what its whole line costs over its longest term. */
export const offerSchema = {
  type: 'object',
  required: ['uuid', ...offerTermsSchema.required, 'costs'],
  properties: { uuid, ...offerTermsSchema.properties, costs: COSTS },
} as const;
export type Offer = FromSchema<typeof offerSchema>;
