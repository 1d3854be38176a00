import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { applicationAt, stateOf, userToken } from './funding/helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

const raise = (uuid: string, auth: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/sandbox/applications/${uuid}/conditions`, headers: auth, payload: { category: 'MISSING_PHONE_NUMBER' } });
const conditionCount = async (uuid: string) => (await t.db.query<{ n: number }>('select count(*)::int as n from application_condition where application_uuid = $1', [uuid]))[0]?.n;

describe('conditions follow the flow', () => {
  it('are refused on a funded, declined or cancelled application, with a clear message and nothing kept', async () => {
    const me = await userToken(t);
    for (const state of ['complete', 'declined', 'dtiDeclined', 'cancelled']) {
      const uuid = await applicationAt(t, me.auth, state);
      const res = await raise(uuid, me.auth);
      expect(res.statusCode, state).toBe(409);
      expect(res.json().message).toMatch(/^Raising a condition is not possible: this application is closed \(.+\)\.$/);
      expect(await conditionCount(uuid)).toBe(0);
      expect(await stateOf(t, uuid, me.auth)).toBe(state);
    }
  });

  it('may be raised while waiting for funds, and hold funding until cleared', async () => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'waitFund');
    expect((await raise(uuid, me.auth)).statusCode).toBe(201);
    expect(await stateOf(t, uuid, me.auth)).toBe('documents');
    // the funds cannot be recorded while the condition is open
    await t.db.query(`update application set flags = flags || '{"funded": true}'::jsonb where uuid = $1`, [uuid]);
    expect(await stateOf(t, uuid, me.auth)).toBe('documents');
    const [c] = (await t.app.inject({ url: `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`, headers: me.auth })).json();
    const answered = await t.app.inject({ method: 'POST', url: `/service-conditions/external/api/v1/applications/${uuid}/conditions/${c.uuid}/satisfy`, headers: me.auth, payload: { phoneNumber: '4155550199' } });
    expect(answered.statusCode).toBe(200);
    // back at waiting for funds, the funds go out
    expect(await stateOf(t, uuid, me.auth)).toBe('complete');
  });

  it('return the application to the step it came from once all are met, through a declared transition', async () => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'autopay', { disburseAccount: { uuid: '6a1f0b5e-3c1d-4f7a-9b2e-1d2c3b4a5f60', mask: '6781' } });
    expect((await raise(uuid, me.auth)).statusCode).toBe(201);
    expect((await raise(uuid, me.auth)).statusCode).toBe(201);
    expect(await stateOf(t, uuid, me.auth)).toBe('documents');
    const list = (await t.app.inject({ url: `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`, headers: me.auth })).json();
    expect(list).toHaveLength(2);
    const answer = (c: { uuid: string }) => t.app.inject({ method: 'POST', url: `/service-conditions/external/api/v1/applications/${uuid}/conditions/${c.uuid}/satisfy`, headers: me.auth, payload: { phoneNumber: '4155550199' } });
    expect((await answer(list[0])).statusCode).toBe(200);
    expect(await stateOf(t, uuid, me.auth)).toBe('documents');
    expect((await answer(list[1])).statusCode).toBe(200);
    expect(await stateOf(t, uuid, me.auth)).toBe('autopay');
    const log = await t.db.query<{ from_state: string; to_state: string; event: string }>('select from_state, to_state, event from application_event where application_uuid = $1 and from_state is not null order by id', [uuid]);
    expect(log.map((e) => `${e.from_state} --${e.event}--> ${e.to_state}`)).toEqual([
      'autopay --requestDocuments--> documents', 'documents --requestDocuments--> documents', 'documents --conditionsCleared--> autopay',
    ]);
  });
});
