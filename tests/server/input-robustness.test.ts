import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { applicationAt, base, userToken, writeScreen } from './funding/helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

describe('bodies no field accepts are refused before any route, naming the field', () => {
  it('text with NUL or unpaired surrogates, anonymous or signed in: 400, nothing stored', async () => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'emplVerify');
    const before = (await t.app.inject({ url: base(uuid), headers: me.auth })).json();
    const nul = await writeScreen(t, uuid, me.auth, 'income-employer-verification', { employerName: 'Cascade\u0000Robotics', jobTitle: 'Engineer', startDate: '2019-03-01', employerPhone: '5035550123', employmentType: 'FULL_TIME' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual([{ path: '/employerName', message: 'must not contain a NUL character' }]);
    const surrogate = await writeScreen(t, uuid, me.auth, 'income-employer-verification', { employerName: 'Cascade \uD800', jobTitle: 'Engineer', startDate: '2019-03-01', employerPhone: '5035550123', employmentType: 'FULL_TIME' });
    expect(surrogate.statusCode).toBe(400);
    expect((await t.app.inject({ url: base(uuid), headers: me.auth })).json()).toEqual(before);

    const telemetry = await t.app.inject({ method: 'POST', url: '/ft/heloc/event', payload: { event: 'x\u0000', sessionKey: 'abc' } });
    expect(telemetry.statusCode).toBe(400);
    const registration = await t.app.inject({ method: 'POST', url: '/identity/api/v1/registration/register', payload: { name: { firstName: '\uDC00', lastName: 'Prime' } } });
    expect(registration.statusCode).toBe(400);
    expect(registration.json().errors[0].path).toBe('/name/firstName');
  });

  it('prototype keys, prototype screen ids and deep nesting: 400 or 404, never 500', async () => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'liens');
    expect((await writeScreen(t, uuid, me.auth, 'constructor', {})).statusCode).toBe(404);
    expect((await writeScreen(t, uuid, me.auth, '__proto__', {})).statusCode).toBe(400);
    const proto = await t.app.inject({ method: 'PUT', url: `${base(uuid)}/screens/liens`, headers: { ...me.auth, 'content-type': 'application/json' }, payload: '{"liens": {"__proto__": {"admin": true}}}' });
    expect(proto.statusCode).toBe(400);
    let deep: unknown = 1;
    for (let i = 0; i < 1000; i++) deep = { d: deep };
    const nested = await t.app.inject({ method: 'PUT', url: `${base(uuid)}/screens/liens`, headers: { ...me.auth, 'content-type': 'application/json' }, payload: JSON.stringify({ liens: deep }) });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toMatch(/nested more than 32 levels/);
  });

  it('numbers that are not finite, a prototype org code and malformed multipart: 400, never 500', async () => {
    for (const [field, value] of [['days', 'Infinity'], ['hours', '1e999'], ['minutes', '-Infinity']] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/sandbox/clock/advance', payload: { [field]: value } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: `/${field}`, message: 'must be a finite number' }]);
    }
    expect((await t.app.inject({ method: 'POST', url: '/sandbox/clock/advance', payload: { days: 'NaN' } })).statusCode).toBe(400);
    for (const org of ['constructor', '__proto__', 'toString']) {
      const res = await t.app.inject({ method: 'PUT', url: '/service-omni-proxy/sandbox/api/v1/chat-hours', headers: { 'x-org': org }, payload: { open: true } });
      expect(res.statusCode).toBe(404);
    }
    const chat = (await t.app.inject({ method: 'POST', url: '/service-csp/external/api/v1/twilio/initWebChat', payload: { friendlyName: 'Robin' } })).json();
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'docVerify');
    const bodies = [
      { 'content-type': 'multipart/form-data', payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--x--' },
      { 'content-type': 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="fi' },
      { 'content-type': 'multipart/form-data; boundary=x', payload: Buffer.from([0xff, 0x00, 0x13, 0x37]) },
    ];
    for (const { payload, ...headers } of bodies) {
      const media = await t.app.inject({ method: 'POST', url: `/service-omni-proxy/insecure/api/v1/conversations/${chat.omniProxyChannelId}/media`, headers: { ...headers, 'x-chat-token': chat.token }, payload });
      expect(media.statusCode).toBe(400);
      const doc = await t.app.inject({ method: 'POST', url: `${base(uuid)}/documents?documentType=DRIVERS_LICENSE_FRONT`, headers: { ...headers, ...me.auth }, payload });
      expect(doc.statusCode).toBe(400);
    }
    expect(await t.db.query('select 1 from application_document where application_uuid = $1', [uuid])).toEqual([]);
  });
});
