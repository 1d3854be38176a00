import { disclosureListSummary } from '../documents/disclosure-summary';
import { currentDisclosure } from '../documents/disclosures';
import { documentsOf } from '../documents/repo';
import { businessDays } from '../funding/business-days';
import { rescissionStartsAt } from '../funding/funding';
import { pendingSigners } from '../signers/progress';
import { adverseActionNotice, cancellationConfirmation } from '../decisions/letters';
import { propertyRequestOf } from './property-request';
import type { AutomaticEffectName } from './names';
import { obj, type AutomaticEffect } from './types';

/**
 * Work the server does by itself before trying a state's automatic event (flows: states.*.automatic
 * .effect). Each reports, in flags, what the event's guard reads.
 */
export const AUTOMATIC_EFFECTS: Record<AutomaticEffectName, AutomaticEffect> = {
  /** The application summary is ready once its time has come (the flow's `after`). */
  prepareSummary: async () => ({ flags: { appSummaryReady: true } }),

  /** The underwriter reviews the uploaded paystubs or the employer details. */
  reviewIncome: async ({ app, row }) => {
    // paystubs count only when this review is of the paystubs uploaded since the last income link
    const paystubs = row.flags.manualPaystubTasksComplete === true && Array.isArray(row.data.paystubDocuments) ? row.data.paystubDocuments : [];
    const wanted = new Set(paystubs.map(String));
    const names = (await documentsOf(app.db, row.uuid, 'UPLOAD')).filter((d) => wanted.has(d.uuid)).map((d) => d.filename);
    const { matched } = await app.providers.income.review({ statedIncome: Number(row.data.statedIncome ?? 0), documentNames: names, employerName: String(obj(row.data.employer).employerName ?? '') });
    return matched
      ? { flags: { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER', incomeReviewComplete: false } }
      : { flags: { incomeReviewComplete: true, manualPaystubUpload: false, manualPaystubTasksComplete: false } };
  },

  /** The valuation vendor returns the home's value (the flow waits out its time first). */
  receiveValuation: async ({ app, row }) => {
    const address = obj(obj(row.data.property).address);
    const estimate = Number(obj(row.data.estimatedValue).estimatedValue);
    const { value } = await app.providers.property.valuation({
      address: { street1: String(address.street1 ?? ''), city: String(address.city ?? ''), state: String(address.state ?? ''), zip: String(address.zip ?? '') },
      estimatedValue: Number.isFinite(estimate) && estimate > 0 ? estimate : undefined,
    });
    return { flags: { bpo: 'BPO_COMPLETE', bpoValue: value } };
  },

  /** The disclosures are generated from the application's terms. */
  generateDisclosures: async ({ app, row }) => {
    await currentDisclosure(app, row);
    return { flags: { disclosuresReady: true, disclosureListSummary: await disclosureListSummary(app, row.uuid), checklistStatus: 'IN_PROGRESS' } };
  },

  /** Where the additional signers stand: everyone signed (or was cancelled) completes the deed signing. */
  countSigners: async ({ app, row }) => {
    const waiting = (await pendingSigners(app, row.uuid)).length;
    return { data: { coDeedStatus: waiting ? 'WAITING' : 'COMPLETE' } };
  },

  /** The closing package is ready for the notary once the final title search is back. */
  prepareClosing: async ({ app, row }) => {
    const title = await app.providers.property.title({ ...propertyRequestOf(row.data), stage: 'FINAL' });
    return { flags: { notaryReady: true, titleStatus: title.status } };
  },

  /** The flood certificate comes back from the vendor (the flow waits out its time first). */
  receiveFloodCert: async ({ app, row, now }) => {
    const result = await app.providers.property.floodCertificate(propertyRequestOf(row.data));
    return { data: { property: { floodZone: result.floodZone } }, flags: { waitingOnFloodCert: false, floodCertReceivedAt: now.toISOString() } };
  },

  /** Funds go out once the right to cancel is over, by the server clock (which the sandbox can move). */
  fundIfDue: async ({ app, row, now }) => {
    const signedAt = await rescissionStartsAt(app, row);
    if (!signedAt || !(await businessDays()).mayFund(signedAt, now)) return {};
    return { flags: { funded: true, fundedAt: now.toISOString() } };
  },

  /** A decline's notice of action taken, stored and mailed on arrival (flows: onEnter of the decline states). */
  adverseActionNotice,

  /** The cancellation confirmation, stored and mailed on arrival at the cancelled state. */
  cancellationConfirmation,
};
