import type { FastifyInstance } from 'fastify';
import type { ScreenData } from '../../generated/screen-types';
import { CONSENT } from '../../engine/guards';
import { badRequest, conflict, notFound } from '../core/errors';
import type { OrgRecord } from '../core/content-service';
import type { Queryable } from '../db';
import { priceSelection, SelectionError } from '../domain/offers';
import { pricingOf } from '../domain/pricing';
import { underwrite } from '../domain/underwriting';
import { sandboxCreditProvider } from '../providers/credit-sandbox';
import type { CreditProvider, CreditPullKind } from '../providers/credit';
import { sandboxPropertyProvider } from '../providers/property-sandbox';
import type { PropertyProvider } from '../providers/property';
import { countPulls, recordPull } from './credit-pulls';
import { findOffer, replaceOffers } from './offers-repo';
import type { ApplicationRow } from './repo';

/** Third parties a step may call; the sandbox ones unless a test or deployment swaps them. */
export interface Providers {
  credit: CreditProvider;
  property: PropertyProvider;
}
export const sandboxProviders: Providers = { credit: sandboxCreditProvider, property: sandboxPropertyProvider };

export interface EffectContext {
  app: FastifyInstance;
  tx: Queryable;
  row: ApplicationRow;
  org: OrgRecord;
  /** The validated body as sent (secrets included; they are never stored). */
  body: Record<string, unknown>;
  /** Application data with the body merged in (secrets removed). */
  data: Record<string, unknown>;
  flags: Record<string, unknown>;
  now: Date;
  providers: Providers;
}

export interface EffectResult {
  data?: Record<string, unknown>;
  flags?: Record<string, unknown>;
}

/** Fields a screen sends that the portal uses once and never stores. */
export const SECRET_FIELDS = ['ssn', 'creditFreezePin'] as const;

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const digits = (ssn: string): string => ssn.replace(/\D/g, '');

function withConsent(data: Record<string, unknown>, type: string, now: Date): unknown[] {
  const list = Array.isArray(data.consents) ? data.consents.filter((c) => obj(c).type !== type) : [];
  return [...list, { type, acceptedAt: now.toISOString() }];
}

const consentTime = (data: Record<string, unknown>, type: string, fallback: Date): Date => {
  const entry = (Array.isArray(data.consents) ? data.consents : []).map(obj).find((c) => c.type === type);
  return entry && typeof entry.acceptedAt === 'string' ? new Date(entry.acceptedAt) : fallback;
};

const CREDIT_RESET = { creditFrozenWithPin: false, creditNeedsSsn: false, noCreditFile: false, creditError: false, softPullComplete: false };

async function pullCredit(ctx: EffectContext, kind: CreditPullKind, extra: { ssn?: string; freezePin?: string }): Promise<EffectResult> {
  const borrower = obj(ctx.data.borrower);
  const name = obj(borrower.name);
  const address = obj(obj(ctx.data.property).address);
  const consentType = kind === 'SOFT' ? CONSENT.softCredit : CONSENT.hardCredit;
  const report = await ctx.providers.credit.pull({
    kind,
    firstName: str(name.firstName), lastName: str(name.lastName), dob: str(borrower.dob),
    address: { street1: str(address.street1), city: str(address.city), state: str(address.state), zip: str(address.zip) },
    ssn: extra.ssn, freezePin: extra.freezePin,
    statedIncome: Number(ctx.data.statedIncome ?? 0),
    previousAttempts: await countPulls(ctx.tx, ctx.row.uuid, kind),
  });
  await recordPull(ctx.tx, { applicationUuid: ctx.row.uuid, kind, consentAt: consentTime(ctx.data, consentType, ctx.now), pulledAt: ctx.now, report });
  if (kind === 'HARD') return { flags: { hardPull: { outcome: report.outcome, score: report.score ?? null, pulledAt: ctx.now.toISOString() } } };
  const flags: Record<string, unknown> = { ...CREDIT_RESET };
  if (report.outcome === 'FROZEN') flags.creditFrozenWithPin = true;
  else if (report.outcome === 'NEEDS_SSN') flags.creditNeedsSsn = true;
  else if (report.outcome === 'NO_FILE') flags.noCreditFile = true;
  else if (report.outcome === 'ERROR') flags.creditError = true;
  else {
    flags.softPullComplete = true;
    flags.credit = { score: report.score, monthlyDebt: report.monthlyDebt, mortgageBalance: report.mortgageBalance, delinquent: report.delinquent === true };
  }
  return { flags };
}

const PROPERTY_RESET = { datatreeNoMatch: false, multipleProperties: false, noPropertyFound: false, incorrectOwnership: false, propertyComplete: false };

async function lookUpProperty(ctx: EffectContext): Promise<EffectResult> {
  const address = obj(obj(ctx.data.property).address);
  const lastName = str(obj(obj(ctx.data.borrower).name).lastName);
  const record = await ctx.providers.property.lookup({
    address: { street1: str(address.street1), street2: str(address.street2) || undefined, city: str(address.city), state: str(address.state), zip: str(address.zip) },
    ownerLastName: lastName,
  });
  const flags: Record<string, unknown> = { ...PROPERTY_RESET };
  if (record.outcome === 'NO_MATCH') return { data: { selectedPropertyUuid: null }, flags: { ...flags, datatreeNoMatch: true } };
  if (record.outcome === 'MULTIPLE') return { data: { selectedPropertyUuid: null }, flags: { ...flags, multipleProperties: true } };
  if (record.outcome === 'NOT_FOUND') return { data: { selectedPropertyUuid: null }, flags: { ...flags, noPropertyFound: true } };
  const owners = (record.ownerLastNames ?? []).map((n) => n.toLowerCase());
  flags.incorrectOwnership = !owners.includes(lastName.trim().toLowerCase());
  flags.propertyComplete = true;
  flags.propertyRecord = { avmValue: record.avmValue ?? null, assessedValue: record.assessedValue ?? null, state: record.state ?? str(address.state) };
  return { data: { selectedPropertyUuid: record.propertyUuid, property: { state: record.state ?? str(address.state) } }, flags };
}

/** Runs the property look-up, then the soft pull when the home checks out. */
async function propertyThenCredit(ctx: EffectContext): Promise<EffectResult> {
  const property = await lookUpProperty(ctx);
  if (property.flags?.propertyComplete !== true || property.flags.incorrectOwnership === true) return property;
  const credit = await pullCredit(ctx, 'SOFT', {});
  return { data: property.data, flags: { ...property.flags, ...credit.flags } };
}

/** The validated body of a screen, typed from its schema file (a schema change breaks the code reading it). */
const bodyOf = <K extends keyof ScreenData>(ctx: EffectContext, _screen: K): ScreenData[K] => ctx.body as ScreenData[K];

const merge = (a: EffectResult, b: EffectResult): EffectResult => ({ data: { ...a.data, ...b.data }, flags: { ...a.flags, ...b.flags } });

/** Server work each screen's write triggers, keyed by screen id. Screens without an entry only store their data. */
export const SCREEN_EFFECTS: Record<string, (ctx: EffectContext) => Promise<EffectResult>> = {
  'start-profile': async (ctx) => {
    const consents = withConsent(ctx.data, CONSENT.softCredit, ctx.now);
    const result = await propertyThenCredit({ ...ctx, data: { ...ctx.data, consents } });
    return merge({ data: { consents } }, result);
  },
  'review-app-datatree': async (ctx) => (ctx.flags.softPullComplete === true ? lookUpProperty(ctx) : propertyThenCredit(ctx)),
  'credit-social': async (ctx) => {
    const ssn = digits(bodyOf(ctx, 'credit-social').ssn);
    const result = await pullCredit({ ...ctx }, 'SOFT', { ssn });
    return merge({ data: { hasSsn: true, ssnLast4: ssn.slice(-4) }, flags: { hasSsn: true } }, result);
  },
  'credit-error': async (ctx) => pullCredit(ctx, 'SOFT', {}),
  'review-app-incorrect-pin': async (ctx) => {
    const result = await pullCredit(ctx, 'SOFT', { freezePin: bodyOf(ctx, 'review-app-incorrect-pin').creditFreezePin });
    if (result.flags?.creditFrozenWithPin === true) {
      throw badRequest('The credit bureau did not accept that PIN', [{ path: '/creditFreezePin', message: 'The credit bureau did not accept that PIN. Check it, or lift the freeze with the bureau.' }]);
    }
    return result;
  },
  liens: async (ctx) => {
    const credit = obj(ctx.flags.credit);
    if (ctx.flags.softPullComplete !== true || typeof credit.score !== 'number') throw conflict('The credit check is not complete yet, so we cannot underwrite this application');
    const record = obj(ctx.flags.propertyRecord);
    const { liens } = bodyOf(ctx, 'liens');
    const avm = typeof record.avmValue === 'number' ? record.avmValue : null;
    const texas = str(obj(obj(ctx.data.property).address).state) === 'TX';
    const result = underwrite({
      pricing: pricingOf(ctx.org),
      credit: { score: credit.score, monthlyDebt: Number(credit.monthlyDebt ?? 0), delinquent: credit.delinquent === true },
      statedIncome: Number(ctx.data.statedIncome ?? 0),
      propertyValue: avm ?? Number(record.assessedValue ?? 0),
      avmAvailable: avm !== null,
      texas,
      // Other liens are paid off from the line, so they count through the line itself, which must cover them.
      existingLiens: liens.firstMortgageBalance,
      payoffAmount: liens.otherLienBalance,
    });
    await replaceOffers(ctx.tx, ctx.row.uuid, result.offers);
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
        inquiryAttestNeeded: liens.otherLienBalance > 0,
        inquiryAttestComplete: false,
        ...result.flags,
      },
    };
  },
  'product-select': async (ctx) => {
    const choice = bodyOf(ctx, 'product-select');
    const offer = await findOffer(ctx.tx, ctx.row.uuid, choice.offerId);
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
  },
  'product-assets': async () => ({ data: { assetDepletion: { complete: true } } }),
  'start-contact': async (ctx) => {
    const ssn = digits(bodyOf(ctx, 'start-contact').ssn);
    const consents = withConsent(ctx.data, CONSENT.hardCredit, ctx.now);
    const result = await pullCredit({ ...ctx, data: { ...ctx.data, consents } }, 'HARD', { ssn });
    // The bureau answers the hard pull in the background; the status says so for a moment.
    const pendingUntil = new Date(ctx.now.getTime() + 2000).toISOString();
    return merge({ data: { consents, hasSsn: true, ssnLast4: ssn.slice(-4) }, flags: { hasSsn: true, hardPullPendingUntil: pendingUntil } }, result);
  },
  'start-hmda': async (ctx) => ({
    data: { hasHmda: true },
    flags: { appSummaryReady: false, appSummaryReadyAt: new Date(ctx.now.getTime() + 3000).toISOString() },
  }),
  'start-app-summary': async (ctx) => ({ flags: { appSummaryAccepted: true, submittedAt: ctx.now.toISOString() } }),
};
