import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOffers, priceSelection, SelectionError } from '../../../src/server/domain/offers';
import { pricingOf } from '../../../src/server/domain/pricing';
import { compileFlow } from '../../../src/engine/flow-machine';
import type { FlowFile } from '../../../src/engine/types';
import { guards } from '../../../src/product/guards';
import { guardRecord } from '../../../src/server/applications/flow-runtime';
import { underwrite } from '../../../src/server/domain/underwriting';
import type { OrgFile } from '../../../src/engine/types';

const hearth = JSON.parse(readFileSync('orgs/HEARTH.json', 'utf8')) as OrgFile;
const pricing = pricingOf(hearth);
const base = { pricing, statedIncome: 120_000, propertyValue: 600_000, avmAvailable: true, texas: false, existingLiens: 150_000 };

describe('underwriting', () => {
  it('approves a prime borrower with one offer per LTV bracket', () => {
    const r = underwrite({ ...base, credit: { score: 790, monthlyDebt: 500, delinquent: false } });
    expect(r.uwDecision).toBe('APPROVED');
    expect(r.offers.map((o) => [o.apr, o.maxAmount])).toEqual([[7.6, 270_000], [8.45, 330_000], [9.95, 390_000]]);
  });

  it('declines below the minimum credit score', () => {
    const r = underwrite({ ...base, credit: { score: 600, monthlyDebt: 0, delinquent: false } });
    expect(r).toMatchObject({ uwDecision: 'DECLINE', flags: { creditScoreDecline: true, dtiDecline: false } });
  });

  it('lowers the largest line to what a 43% debt-to-income allows', () => {
    const r = underwrite({ ...base, credit: { score: 790, monthlyDebt: 1000, delinquent: false } });
    expect(r.offers.at(-1)?.maxAmount).toBe(377_626);
  });

  it('declines when debts already exceed half the income', () => {
    const r = underwrite({ ...base, credit: { score: 760, monthlyDebt: 5200, delinquent: false } });
    expect(r).toMatchObject({ uwDecision: 'DECLINE', flags: { dtiDecline: true } });
    expect(r.dti).toBeGreaterThan(50);
  });

  it('limits a DTI between 43% and 50% to asset depletion, with smaller lines', () => {
    const r = underwrite({ ...base, credit: { score: 760, monthlyDebt: 4400, delinquent: false } });
    expect(r).toMatchObject({ uwDecision: 'ASSET_DEPLETION', uwSubDecision: 'UNVERIFIED_DTI_LIMITED' });
    expect(Math.max(...r.offers.map((o) => o.maxAmount))).toBeLessThan(100_000);
  });

  it('sends a delinquency to review and declines without equity', () => {
    expect(underwrite({ ...base, credit: { score: 700, monthlyDebt: 0, delinquent: true } })).toMatchObject({ uwDecision: 'REVIEW', flags: { delinquency: true } });
    expect(underwrite({ ...base, existingLiens: 590_000, credit: { score: 760, monthlyDebt: 0, delinquent: false } }).uwDecision).toBe('DECLINE');
  });

  it('caps Texas at 80% combined LTV and charges the AVM fee when no value is available', () => {
    const r = underwrite({ ...base, texas: true, avmAvailable: false, propertyValue: 100_000, existingLiens: 30_000, credit: { score: 790, monthlyDebt: 0, delinquent: false } });
    expect(r.uwSubDecision).toBe('BPO_PENDING');
    expect(Math.max(...r.offers.map((o) => o.maxAmount))).toBe(50_000);
    expect(r.offers.every((o) => o.avmFee === 180)).toBe(true);
  });
});

describe('offers and pricing', () => {
  it('keeps lines within $15,000 to $400,000 and APRs within 7.60% to 17.20%', () => {
    const offers = buildOffers({ pricing, creditScore: 800, propertyValue: 2_000_000, existingLiens: 0, texas: false, avmAvailable: true, dtiMaxLine: Infinity });
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ apr: 7.6, maxAmount: 400_000, minAmount: 15_000 });
    const risky = buildOffers({ pricing, creditScore: 650, propertyValue: 300_000, existingLiens: 200_000, texas: false, avmAvailable: true, dtiMaxLine: Infinity });
    expect(risky.map((o) => o.apr)).toEqual([14.85, 17.2]);
  });

  it('prices a selection: amortised payment, origination on the draw, recording tax per $100,000', () => {
    const [offer] = buildOffers({ pricing, creditScore: 800, propertyValue: 600_000, existingLiens: 150_000, texas: false, avmAvailable: true, dtiMaxLine: Infinity });
    const s = priceSelection(offer!, 100_000, 10, 300);
    expect(s).toEqual({
      amount: 100_000, apr: 7.6, termYears: 10, monthlyPayment: 1192.24, originationFee: 2990, valuationFee: 0, recordingFees: 315,
      recordingTaxes: 1400, notaryFee: 0, inPersonNotaryFee: 300, cashToApplicant: 95_295,
    });
    expect(() => priceSelection(offer!, 500_000, 10, 300)).toThrow(SelectionError);
    expect(() => priceSelection(offer!, 50_000, 7, 300)).toThrow(/term/);
  });

  it('never lets an org exceed the spec limits', () => {
    const greedy = pricingOf({ orgPricingData: [{ lineAmount: { min: 1000, max: 900_000 } }, { fees: { originationPct: 9, originationPctMax: 9, avmFee: 180, recordingFeeMax: 315, recordingTaxPer100kMax: 1400, manualNotaryFee: 300 } }] });
    expect(greedy.lineAmount).toEqual({ min: 15_000, max: 400_000 });
    expect(greedy.fees.originationPctMax).toBe(4.99);
  });
});

describe('server status, declared by the flow', () => {
  const flow = compileFlow(JSON.parse(readFileSync('flows/applicant.flow.json', 'utf8')) as FlowFile, guards);
  const at = (flags: Record<string, unknown>) => guardRecord({}, flags, new Date('2026-01-01T00:00:00Z'));
  it('follows the state, tells multiple properties apart and shows the hard pull while it runs', () => {
    expect(flow.statusOf('product', at({}))).toBe('OFFER_SELECTION');
    expect(flow.statusOf('noProperty', at({}))).toBe('NO_PROPERTY_FOUND');
    expect(flow.statusOf('noProperty', at({ multipleProperties: true }))).toBe('MULTIPLE_PROPERTIES');
    expect(flow.statusOf('hmda', at({ hardPullPendingUntil: '2026-01-01T00:00:01Z' }))).toBe('HARD_CREDIT_PULL');
    expect(flow.statusOf('hmda', at({ hardPullPendingUntil: '2025-12-31T23:59:59Z' }))).toBe('HMDA');
  });
});
