import type { ScreenEffect } from './types';
import bankAutopay from './screens/bank-autopay';
import bankDisburse from './screens/bank-disburse';
import bankManualDisburse from './screens/bank-manual-disburse';
import bpoEstimateValue from './screens/bpo-estimate-value';
import creditError from './screens/credit-error';
import creditSocial from './screens/credit-social';
import identityDocument from './screens/identity-document';
import incomeEmployerVerification from './screens/income-employer-verification';
import incomePaystubs from './screens/income-paystubs';
import incomeManual from './screens/income-manual';
import incomeReview from './screens/income-review';
import insuranceProof from './screens/insurance-proof';
import liens from './screens/liens';
import notaryCeremony from './screens/notary-ceremony';
import notaryIdCheck from './screens/notary-id-check';
import notarySlot from './screens/notary-slot';
import payoffHold from './screens/payoff-hold';
import productAssets from './screens/product-assets';
import productSelect from './screens/product-select';
import reviewAppDatatree from './screens/review-app-datatree';
import reviewAppIncorrectPin from './screens/review-app-incorrect-pin';
import signingAdditional from './screens/signing-additional';
import signingConsent from './screens/signing-consent';
import startAppSummary from './screens/start-app-summary';
import startContact from './screens/start-contact';
import startHmda from './screens/start-hmda';
import startProfile from './screens/start-profile';

/**
 * Each screen's server work, one module per screen (src/server/effects/screens/<screen-id>.ts).
 * A screen without an entry only stores its data.
 */
export const SCREEN_EFFECTS: Record<string, ScreenEffect> = {
  'bank-autopay': bankAutopay,
  'bank-disburse': bankDisburse,
  'bank-manual-disburse': bankManualDisburse,
  'bpo-estimate-value': bpoEstimateValue,
  'credit-error': creditError,
  'credit-social': creditSocial,
  'identity-document': identityDocument,
  'income-employer-verification': incomeEmployerVerification,
  'income-paystubs': incomePaystubs,
  'income-manual': incomeManual,
  'income-review': incomeReview,
  'insurance-proof': insuranceProof,
  'liens': liens,
  'notary-ceremony': notaryCeremony,
  'notary-id-check': notaryIdCheck,
  'notary-slot': notarySlot,
  'payoff-hold': payoffHold,
  'product-assets': productAssets,
  'product-select': productSelect,
  'review-app-datatree': reviewAppDatatree,
  'review-app-incorrect-pin': reviewAppIncorrectPin,
  'signing-additional': signingAdditional,
  'signing-consent': signingConsent,
  'start-app-summary': startAppSummary,
  'start-contact': startContact,
  'start-hmda': startHmda,
  'start-profile': startProfile,
};
