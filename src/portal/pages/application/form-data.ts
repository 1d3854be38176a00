import type { ApplicationRecord } from '../../../api/application';
import type { JsonObject, ScreenPair } from '../../../engine/types';
import { CONSENT, hasConsent } from '../../../product/guards';

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** Fields a screen shows again on a revisit must not include what is never stored or must be given afresh. */
export const NOT_PREFILLED: ReadonlySet<string> = new Set(['ssn', 'creditFreezePin', 'softCreditConsent', 'hardCreditConsent', 'summaryConfirmed']);

/**
 * The form data a screen starts with: the application's values for the screen's own top-level
 * fields, plus a few server-known defaults (the mortgage balance from the credit report).
 */
export function initialFormData(screen: ScreenPair, app: ApplicationRecord): JsonObject {
  const props = Object.keys(obj(screen.schema.properties));
  const data: Record<string, unknown> = {};
  for (const key of props) {
    if (NOT_PREFILLED.has(key)) continue;
    if (app[key] !== undefined && app[key] !== null) data[key] = app[key];
  }
  if (screen.id === 'liens' && !data.liens) {
    const balance = obj(app.credit).mortgageBalance;
    data.liens = { firstMortgageBalance: typeof balance === 'number' ? balance : 0, otherLienBalance: 0 };
  }
  if (screen.id === 'review-app-datatree' || screen.id === 'start-profile') {
    // Keep only the fields the address form knows; registration stores the same shape.
    const address = obj(obj(app.property).address);
    data.property = { address: Object.fromEntries(Object.entries(address).filter(([k]) => ['street1', 'street2', 'city', 'state', 'zip'].includes(k))) };
  }
  if (screen.id === 'start-profile') {
    const borrower = obj(app.borrower);
    data.borrower = { name: borrower.name, dob: borrower.dob };
  }
  return JSON.parse(JSON.stringify(data)) as JsonObject;
}

/**
 * A completed step shown again (the browser's Back): its answers, with the consents and confirmations
 * it gave ticked as given (they are kept as a record of consent, not as the form's fields). The SSN
 * stays out: it is never shown again.
 */
export function pastFormData(screen: ScreenPair, app: ApplicationRecord): JsonObject {
  const data: Record<string, unknown> = { ...initialFormData(screen, app) };
  const props = obj(screen.schema.properties);
  if ('softCreditConsent' in props && hasConsent(app, CONSENT.softCredit)) data.softCreditConsent = true;
  if ('hardCreditConsent' in props && hasConsent(app, CONSENT.hardCredit)) data.hardCreditConsent = true;
  if ('summaryConfirmed' in props && app.appSummaryAccepted === true) data.summaryConfirmed = true;
  return data as JsonObject;
}
