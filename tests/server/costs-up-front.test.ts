import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CostEstimate } from '../../src/contracts/role-views';
import { pdfPages } from '../helpers/pdf-text';
import { createTestApp, type TestApp } from '../helpers/app';
import { appUrl, put, registerApplicant, throughLiens } from './application-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Offer = { uuid: string; apr: number; maxAmount: number; termsYears: number[]; costs: CostEstimate };

const dollars = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('costs up front', () => {
  it('every offer, the chosen line, the application view and the disclosures PDF carry the same costs to the cent', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Prime' });
    expect(await throughLiens(t.app, who, { lastName: 'Prime' })).toBe('product');

    const offers = (await t.app.inject({ url: `${appUrl(who.uuid)}/offers`, headers: who.auth })).json() as Offer[];
    expect(offers).toHaveLength(3);
    for (const o of offers) {
      // before a choice an offer is priced for its whole line over its longest term
      expect(o.costs).toMatchObject({ amount: o.maxAmount, apr: o.apr, termYears: 30, valuationFee: 0, recordingFees: 315, notaryFee: 0, inPersonNotaryFee: 300 });
      expect(o.costs.originationFee).toBe(Math.round(o.maxAmount * 2.99) / 100);
      expect(o.costs.cashToApplicant).toBe(Math.round((o.maxAmount - o.costs.originationFee - o.costs.recordingFees - o.costs.recordingTaxes) * 100) / 100);
    }

    const chosen = offers[1] as Offer;
    const quote = await t.app.inject({ url: `${appUrl(who.uuid)}/offers/${chosen.uuid}/costs?amount=123456&termYears=15`, headers: who.auth });
    expect(quote.statusCode).toBe(200);
    const costs = quote.json() as CostEstimate;
    expect(costs).toMatchObject({ amount: 123_456, termYears: 15, apr: 8.45, originationFee: 3691.33, recordingTaxes: 1728.38, cashToApplicant: 117_721.29 });

    const outside = await t.app.inject({ url: `${appUrl(who.uuid)}/offers/${chosen.uuid}/costs?amount=999999&termYears=15`, headers: who.auth });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('This offer goes up to $330,000: enter $330,000 or less, or choose another offer');

    const select = await put(t.app, who, 'product-select', { offerId: chosen.uuid, amount: 123_456, termYears: 15 });
    expect(select.statusCode).toBe(200);
    const view = (await t.app.inject({ url: appUrl(who.uuid), headers: who.auth })).json() as { costs: CostEstimate; monthlyPayment: number };
    expect(view.costs).toEqual(costs);
    expect(view.monthlyPayment).toBe(costs.monthlyPayment);

    const disclosures = (await t.app.inject({ url: `${appUrl(who.uuid)}/disclosures`, headers: who.auth })).json() as { document: { uuid: string } };
    const pdf = await t.app.inject({ url: `${appUrl(who.uuid)}/disclosures/${disclosures.document.uuid}/pdf`, headers: who.auth });
    expect(pdf.statusCode).toBe(200);
    // a line per page, so a label and its amount are found together only on one page
    const text = (await pdfPages(pdf.rawPayload)).join('\n').replace(/[ \t]+/g, ' ');
    for (const [label, value] of [
      ['Line amount, fully drawn at origination', dollars(costs.amount)],
      ['Annual percentage rate (fixed)', `${costs.apr.toFixed(2)}%`],
      ['Estimated monthly payment', dollars(costs.monthlyPayment)],
      ['Origination fee', dollars(costs.originationFee)],
      ['Valuation fee', dollars(costs.valuationFee)],
      ['Estimated recording fees', dollars(costs.recordingFees)],
      ['Estimated recording taxes', dollars(costs.recordingTaxes)],
      ['Notary fee (online notary)', dollars(costs.notaryFee)],
      ['Cash to you at closing', dollars(costs.cashToApplicant)],
    ] as const) expect(text).toContain(`${label} ${value}`);
    expect(text).toContain(`costs ${dollars(costs.inPersonNotaryFee)}`);
  });

  it('charges the valuation fee up front when the home has no automated value (Texas)', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Prime', state: 'TX' });
    await throughLiens(t.app, who, { lastName: 'Prime', state: 'TX' });
    const offers = (await t.app.inject({ url: `${appUrl(who.uuid)}/offers`, headers: who.auth })).json() as Offer[];
    expect(offers.length).toBeGreaterThan(0);
    for (const o of offers) expect(o.costs.valuationFee).toBe(180);
  });
});
