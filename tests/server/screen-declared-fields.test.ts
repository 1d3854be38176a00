import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { applicationAt, base, userToken, writeScreen } from './funding/helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

describe('every value an applicant submits is declared by the screen it belongs to', () => {
  it('checks the password confirmation with the schema itself (the same rule the page runs)', async () => {
    expect(t.app.screens.validate('signer-accept', { password: 'another good password', confirmPassword: 'another good password' })).toBeTruthy();
    let error: unknown;
    try {
      t.app.screens.validate('signer-accept', { password: 'another good password', confirmPassword: 'another good passwork' });
    } catch (e) {
      error = e;
    }
    expect((error as { errors?: unknown }).errors).toEqual([{ path: '/confirmPassword', message: 'The passwords do not match' }]);
  });

  it('accepts a screen only at a step that shows it, and stores nothing otherwise', async () => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'ach');
    const before = (await t.app.inject({ url: base(uuid), headers: me.auth })).json();
    for (const [screen, body] of [
      ['notary-id-check', { lastFourOfId: '4821' }],
      ['signer-accept', { password: 'another good password', confirmPassword: 'another good password' }],
      ['payoff-hold', { attestPayoff: true }],
    ] as const) {
      const res = await writeScreen(t, uuid, me.auth, screen, body);
      expect(res.statusCode, screen).toBe(409);
      expect(res.json().message).toMatch(/step|not a step/);
    }
    const after = (await t.app.inject({ url: base(uuid), headers: me.auth })).json();
    expect(after).toEqual(before);
    expect(after).not.toHaveProperty('password');
  });

  it('refuses a field the schema does not declare, and stores nothing', async () => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'autopay', { disburseAccount: { uuid: '6a1f0b5e-3c1d-4f7a-9b2e-1d2c3b4a5f60', mask: '6781' } });
    const res = await writeScreen(t, uuid, me.auth, 'bank-autopay', { payType: 'AUTOPAY', autopayAccountNumber: '123456789' });
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ url: base(uuid), headers: me.auth })).json()).toMatchObject({ state: 'autopay' });
  });
});
