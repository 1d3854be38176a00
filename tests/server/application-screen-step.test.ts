import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { appUrl, profileBody, put, registerApplicant, throughLiens, liensBody } from './application-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Offer = { uuid: string; maxAmount: number };

describe('a screen is written from its own step only', () => {
  it('refuses the liens screen once the application has moved past it, keeping the offers and the chosen one', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Prime' });
    expect(await throughLiens(t.app, who, { lastName: 'Prime' })).toBe('product');
    const offers = (await t.app.inject({ url: `${appUrl(who.uuid)}/offers`, headers: who.auth })).json() as Offer[];
    expect((await put(t.app, who, 'product-select', { offerId: offers[0]?.uuid, amount: 50_000, termYears: 10 })).json().state).toBe('moreProfile');

    // Different balances: not a double submit, and not this step's screen.
    const again = await put(t.app, who, 'liens', liensBody(100_000));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('liens step');
    const after = (await t.app.inject({ url: appUrl(who.uuid), headers: who.auth })).json();
    expect(after).toMatchObject({ state: 'moreProfile', amount: 50_000, selectedOfferId: offers[0]?.uuid });
    expect((await t.app.inject({ url: `${appUrl(who.uuid)}/offers`, headers: who.auth })).json()).toEqual(offers);
  });

  it('still answers a double submit of the liens with the application as it is', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Prime' });
    await put(t.app, who, 'start-profile', profileBody('Prime'));
    const body = liensBody();
    expect((await put(t.app, who, 'liens', body)).json().state).toBe('product');
    const twice = await put(t.app, who, 'liens', body);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().state).toBe('product');
  });
});
