import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LOGO_BYTES, STUDIO_FLOW_COUNTS_PATH, STUDIO_LOGO_PATH } from '../../src/contracts/studio-flow';
import { createTestApp, type TestApp } from '../helpers/app';
import { profileBody, put, registerApplicant } from './application-helpers';
import { multipart, PNG } from './funding/helpers';
import { editor, type Auth } from './studio-helpers';

let t: TestApp;
let platform: Auth;
beforeAll(async () => {
  t = await createTestApp();
  platform = await editor(t, 'pages.editor@example.com');
});
afterAll(() => t.close());

const counts = (auth: Auth, lender?: string) =>
  t.app.inject({ url: STUDIO_FLOW_COUNTS_PATH, headers: { ...auth, ...(lender ? { 'x-staff-lender': lender } : {}) } });
const stateOf = (body: { states: { state: string; reached: number; stopped: number }[] }, state: string) =>
  body.states.find((s) => s.state === state) ?? { state, reached: 0, stopped: 0 };

describe("the flow graph's counts", () => {
  it("count the lender's applications that reached each state and stopped there, from the event log", async () => {
    const first = (await counts(platform)).json();
    const a = await registerApplicant(t.app, { lastName: 'Counted' });
    await registerApplicant(t.app, { lastName: 'Waiting' });
    expect((await put(t.app, a, 'start-profile', profileBody('Counted'))).statusCode).toBe(200);
    const now = (await counts(platform)).json();
    expect(now.orgCode).toBe('HEARTH');
    expect(now.applications).toBe(first.applications + 2);
    expect(stateOf(now, 'liens').reached).toBe(stateOf(first, 'liens').reached + 1);
    expect(stateOf(now, 'profile').stopped).toBe(stateOf(first, 'profile').stopped + 1);
    // another lender's figures do not include them
    const other = (await counts(platform, 'EVERGREEN_CU')).json();
    expect(other.orgCode).toBe('EVERGREEN_CU');
    expect(other.applications).toBe(0);
  });

  it('a lender editor gets only their own lender, whatever they ask for; staff without the permission get 403', async () => {
    const lenderEditor = await editor(t, 'pages.lender@example.com', 'STAFF', 'EVERGREEN_CU');
    expect((await counts(lenderEditor, 'HEARTH')).json().orgCode).toBe('EVERGREEN_CU');
    const plain = await editor(t, 'pages.plain@example.com', 'STAFF', 'HEARTH', []);
    expect((await counts(plain)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${STUDIO_FLOW_COUNTS_PATH}?from=2026-13-01`, headers: platform })).statusCode).toBe(400);
  });
});

describe('logo upload', () => {
  const upload = (auth: Auth, name: string, data: Buffer) => {
    const body = multipart(name, data);
    return t.app.inject({ method: 'POST', url: STUDIO_LOGO_PATH, headers: { ...auth, ...body.headers }, payload: body.payload });
  };

  it('keeps a PNG under a name made from its content, served at the logo address', async () => {
    const res = await upload(platform, 'brand.png', PNG);
    expect(res.statusCode, res.body).toBe(201);
    const { name } = res.json();
    expect(name).toMatch(/^upload-[0-9a-f]{16}\.png$/);
    const served = await t.app.inject({ url: `/account/heloc/logos/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);
    const audit = (await t.app.inject({ url: '/service-application/api/v1/staff/studio/audit', headers: platform })).json();
    expect(audit.entries.some((e: { action: string; path: string }) => e.action === 'logo-upload' && e.path === `public/logos/${name}`)).toBe(true);
  });

  it('refuses SVG (even named .png), other content, oversized files and staff without the permission', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await upload(platform, 'logo.png', svg);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/PNG, JPEG or WebP/);
    expect((await upload(platform, 'big.png', Buffer.concat([PNG, Buffer.alloc(MAX_LOGO_BYTES)]))).statusCode).toBe(400);
    const plain = await editor(t, 'pages.noupload@example.com', 'STAFF', 'HEARTH', []);
    expect((await upload(plain, 'brand.png', PNG)).statusCode).toBe(403);
  });
});
