import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { appUrl, registerApplicant } from './application-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Text a validator writes for itself, never for a person. */
const VALIDATOR_WORDS = /must (NOT|match|be|have)|schema|params |body |querystring /;

describe('request errors in plain words', () => {
  it('names the field of a request body rule instead of the validator\'s text', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Plain' });
    const res = await t.app.inject({ method: 'POST', url: `${appUrl(who.uuid)}/bank/link`, headers: who.auth, payload: { institutionId: 'x', username: '', password: 'pass_good' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Username: Required', errors: [{ path: '/username', message: 'Required' }] });

    const quote = await t.app.inject({ url: `${appUrl(who.uuid)}/offers/${randomUUID()}/costs?amount=lots&termYears=10`, headers: who.auth });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().message).toBe('Line amount: Enter a number');
  });

  it('says an address is out of date instead of naming a uuid format', async () => {
    // signed in: without a session the answer is 401 before the address is looked at
    const who = await registerApplicant(t.app, { lastName: 'Address' });
    const res = await t.app.inject({ url: '/service-application/api/v1/application/heloc/not-a-uuid', headers: who.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This address is incomplete or out of date. Please open it again from your dashboard.');
    expect(JSON.stringify(res.json())).not.toMatch(VALIDATOR_WORDS);
  });

  it('answers a screen write that breaks several rules with each field named once', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Plain' });
    const res = await t.app.inject({
      method: 'PUT', url: `${appUrl(who.uuid)}/screens/start-profile`, headers: who.auth,
      payload: { borrower: { name: { firstName: '', lastName: 'Plain' }, dob: 'yesterday' }, property: { address: { street1: '1 Main Street', city: 'Sacramento', state: 'CA', zip: '9581' } }, softCreditConsent: false },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; errors: { path: string; message: string }[] };
    expect(JSON.stringify(body)).not.toMatch(VALIDATOR_WORDS);
    expect(body.errors.filter((e) => e.path === '/borrower/dob')).toHaveLength(1);
    expect(body.message).toContain('Date of birth: Enter your date of birth as MM/DD/YYYY, with a year from 1900');
    // an empty name is required, not also "letters only"
    expect(body.errors.filter((e) => e.path === '/borrower/name/firstName')).toEqual([{ path: '/borrower/name/firstName', message: 'Required' }]);
    expect(body.message).toMatch(/^First name: Required, Date of birth/);
  });
});
