import { CONSENT } from '../../product/guards';
import { countPulls, recordPull } from '../applications/credit-pulls';
import type { CreditPullKind } from '../providers/credit';
import type { PropertyRequest } from '../providers/property';
import { propertyRequestOf } from './property-request';
import { obj, str, type EffectResult, type ScreenEffectContext } from './types';

/** Adds (or renews) a consent on the application's list, timed by the server clock. */
export function withConsent(data: Record<string, unknown>, type: string, now: Date): unknown[] {
  const list = Array.isArray(data.consents) ? data.consents.filter((c) => obj(c).type !== type) : [];
  return [...list, { type, acceptedAt: now.toISOString() }];
}

const consentTime = (data: Record<string, unknown>, type: string, fallback: Date): Date => {
  const entry = (Array.isArray(data.consents) ? data.consents : []).map(obj).find((c) => c.type === type);
  return entry && typeof entry.acceptedAt === 'string' ? new Date(entry.acceptedAt) : fallback;
};

export const digits = (ssn: string): string => ssn.replace(/\D/g, '');

const CREDIT_RESET = { creditFrozenWithPin: false, creditNeedsSsn: false, noCreditFile: false, creditError: false, softPullComplete: false };

/** Pulls credit through the configured bureau and records the pull with its consent time. */
export async function pullCredit(ctx: ScreenEffectContext, kind: CreditPullKind, extra: { ssn?: string; freezePin?: string }): Promise<EffectResult> {
  const borrower = obj(ctx.data.borrower);
  const name = obj(borrower.name);
  const address = obj(obj(ctx.data.property).address);
  const consentType = kind === 'SOFT' ? CONSENT.softCredit : CONSENT.hardCredit;
  const report = await ctx.app.providers.credit.pull({
    kind,
    firstName: str(name.firstName), lastName: str(name.lastName), dob: str(borrower.dob),
    address: { street1: str(address.street1), city: str(address.city), state: str(address.state), zip: str(address.zip) },
    ssn: extra.ssn, freezePin: extra.freezePin,
    statedIncome: Number(ctx.data.statedIncome ?? 0),
    previousAttempts: await countPulls(ctx.app.db, ctx.row.uuid, kind),
  });
  await recordPull(ctx.app.db, { applicationUuid: ctx.row.uuid, kind, consentAt: consentTime(ctx.data, consentType, ctx.now), pulledAt: ctx.now, report });
  if (kind === 'HARD') return { flags: { hardPull: { outcome: report.outcome, score: report.score ?? null, pulledAt: ctx.now.toISOString() } } };
  const flags: Record<string, unknown> = { ...CREDIT_RESET };
  if (report.outcome === 'FROZEN') flags.creditFrozenWithPin = true;
  else if (report.outcome === 'NEEDS_SSN') flags.creditNeedsSsn = true;
  else if (report.outcome === 'NO_FILE') flags.noCreditFile = true;
  else if (report.outcome === 'ERROR') flags.creditError = true;
  else {
    flags.softPullComplete = true;
    flags.credit = {
      score: report.score, monthlyDebt: report.monthlyDebt, mortgageBalance: report.mortgageBalance, delinquent: report.delinquent === true,
      bureau: report.bureau, scoreRange: report.scoreRange, keyFactors: report.keyFactors, scoredOn: report.scoredOn ?? ctx.now.toISOString().slice(0, 10),
    };
  }
  return { flags };
}

const PROPERTY_RESET = { datatreeNoMatch: false, multipleProperties: false, noPropertyFound: false, incorrectOwnership: false, propertyComplete: false };

/** Looks the home up in the configured property records and compares the owner of record. */
export async function lookUpProperty(ctx: ScreenEffectContext): Promise<EffectResult> {
  const request = propertyRequestOf(ctx.data);
  const { address, ownerLastName: lastName } = request;
  const record = await ctx.app.providers.property.lookup(request);
  const flags: Record<string, unknown> = { ...PROPERTY_RESET };
  if (record.outcome === 'NO_MATCH') return { data: { selectedPropertyUuid: null }, flags: { ...flags, datatreeNoMatch: true } };
  if (record.outcome === 'MULTIPLE') return { data: { selectedPropertyUuid: null }, flags: { ...flags, multipleProperties: true } };
  if (record.outcome === 'NOT_FOUND') return { data: { selectedPropertyUuid: null }, flags: { ...flags, noPropertyFound: true } };
  const owners = (record.ownerLastNames ?? []).map((n) => n.toLowerCase());
  flags.incorrectOwnership = !owners.includes(lastName.trim().toLowerCase());
  flags.propertyComplete = true;
  flags.propertyRecord = { avmValue: record.avmValue ?? null, assessedValue: record.assessedValue ?? null, state: record.state ?? address.state };
  const flood = await floodDetermination(ctx, request);
  return { data: { selectedPropertyUuid: record.propertyUuid, property: { state: record.state ?? address.state, ...flood.property } }, flags: { ...flags, ...flood.flags } };
}

/**
 * The home's flood certificate is ordered with the property look-up, once: a certificate that is not
 * back yet sets waitingOnFloodCert, and the flow holds the application at error/flood-cert until it is.
 */
async function floodDetermination(ctx: ScreenEffectContext, request: PropertyRequest): Promise<{ property: Record<string, unknown>; flags: Record<string, unknown> }> {
  if (typeof ctx.flags.floodCertOrderedAt === 'string') return { property: {}, flags: {} };
  const result = await ctx.app.providers.property.orderFloodCertificate(request);
  const ordered = { floodCertOrderedAt: ctx.now.toISOString() };
  if (result.certificate === 'PENDING') return { property: {}, flags: { ...ordered, waitingOnFloodCert: true } };
  return { property: { floodZone: result.floodZone }, flags: { ...ordered, waitingOnFloodCert: false, floodCertReceivedAt: ctx.now.toISOString() } };
}

/** Runs the property look-up, then the soft pull when the home checks out. */
export async function propertyThenCredit(ctx: ScreenEffectContext): Promise<EffectResult> {
  const property = await lookUpProperty(ctx);
  if (property.flags?.propertyComplete !== true || property.flags.incorrectOwnership === true) return property;
  const credit = await pullCredit(ctx, 'SOFT', {});
  return { data: property.data, flags: { ...property.flags, ...credit.flags } };
}

export const merge = (a: EffectResult, b: EffectResult): EffectResult => ({ data: { ...a.data, ...b.data }, flags: { ...a.flags, ...b.flags }, reply: { ...a.reply, ...b.reply } });
