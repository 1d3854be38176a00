import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../src/server/core/auth';
import { createUser } from '../../src/server/identity/users';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerApplicant as registerThroughApi } from '../helpers/registration';
import { appUrl, profileBody, put, registerApplicant, statusUrl, type Applicant, liensBody } from './application-helpers';
import { PDF, multipart } from './funding/helpers';
import { drive } from './journey-driver';

/**
 * The status data a lending back end reports, produced by the sandbox providers' personas (docs/flow.md,
 * "Test personas"): each moves the application only through the flow, and each is read back in the
 * applicant's view.
 */
let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

const status = async (who: Applicant) => (await t.app.inject({ url: statusUrl(who.uuid), headers: who.auth })).json() as { state: string; status: string };
const record = async (who: Applicant) => (await t.app.inject({ url: appUrl(who.uuid), headers: who.auth })).json() as Record<string, unknown>;
const conditions = async (who: Applicant) =>
  (await t.app.inject({ url: `/service-conditions/external/api/v1/applications/${who.uuid}/conditions/external-applicants`, headers: who.auth })).json() as { uuid: string; categoryEnum: string; xtraData?: Record<string, unknown> }[];
const advance = (hours: number) => t.app.inject({ method: 'POST', url: '/sandbox/clock/advance', payload: { hours } });

describe('flood certificate', () => {
  it('a home in a flood zone whose certificate is out waits at error/flood-cert until it arrives, then goes on', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Flood' });
    const res = await put(t.app, who, 'start-profile', profileBody('Flood'));
    expect(res.json()).toMatchObject({ state: 'floodCert', status: 'WAITING_FOR_FLOOD_CERT', waitingOnFloodCert: true });
    // the status route the portal polls maps the status to the flood certificate page
    const routes = t.app.content.index.statusRoutes as { routes: { status: string; route: string }[] };
    expect(routes.routes.find((r) => r.status === 'WAITING_FOR_FLOOD_CERT')?.route).toBe('error/flood-cert');
    // nothing the applicant sends moves it on meanwhile
    expect((await put(t.app, who, 'liens', liensBody())).statusCode).toBe(409);
    await advance(1);
    expect((await status(who)).state).toBe('floodCert');
    await advance(1);
    expect(await status(who)).toMatchObject({ state: 'liens', status: 'LIENS' });
    const after = await record(who);
    expect(after).toMatchObject({ waitingOnFloodCert: false, property: { floodZone: true } });
    expect(typeof after.floodCertReceivedAt).toBe('string');
  });

  it('the sandbox control delivers the certificate at once, through the flow; elsewhere it is refused', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Flood' });
    await put(t.app, who, 'start-profile', profileBody('Flood'));
    const deliver = () => t.app.inject({ method: 'POST', url: `/sandbox/applications/${who.uuid}/flood-certificate`, headers: who.auth });
    const res = await deliver();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'liens', waitingOnFloodCert: false });
    expect((await deliver()).statusCode).toBe(409);
  });

  it('a home outside a flood zone has its certificate at once and never waits', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Prime' });
    expect((await put(t.app, who, 'start-profile', profileBody('Prime'))).json()).toMatchObject({ state: 'liens', waitingOnFloodCert: false, property: { floodZone: false } });
  });
});

describe('bank account check (GIACT)', () => {
  it('an account that fails the check raises a bank account fraud review; answering it returns to the bank step', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Prime' });
    await drive(t.app, who, {
      until: 'documents',
      answers: {
        'bank-disburse': () => ({ method: 'MANUAL' }),
        'bank-manual-disburse': () => ({ accountHolderName: 'Avery Prime', routingNumber: '021000021', accountNumber: '123450000', confirmAccountNumber: '123450000', accountType: 'CHECKING' }),
      },
    });
    expect(await status(who)).toMatchObject({ state: 'documents', status: 'CONDITIONS' });
    expect(await record(who)).toMatchObject({ giactAccountStatus: 'FAILED_VERIFICATION', condition: true });
    const [review] = await conditions(who);
    expect(review).toMatchObject({ categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW', xtraData: { accountMask: '0000' } });
    const file = multipart('statement.pdf', PDF);
    const uploaded = await t.app.inject({ method: 'POST', url: `${appUrl(who.uuid)}/documents?documentType=BANK_STATEMENT&conditionUuid=${review?.uuid}`, headers: { ...who.auth, ...file.headers }, payload: file.payload });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const answered = await t.app.inject({ method: 'POST', url: `/service-conditions/external/api/v1/applications/${who.uuid}/conditions/${review?.uuid}/satisfy`, headers: who.auth, payload: { documentType: 'BANK_STATEMENT' } });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await status(who)).state).toBe('autopay');
  });

  it('a linked account passes the check', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Prime' });
    await drive(t.app, who, { until: 'autopay' });
    expect(await record(who)).toMatchObject({ giactAccountStatus: 'VERIFIED' });
  });
});

describe('title', () => {
  it('a title that needs review raises a property legal description condition with the offer', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Cloud' });
    await put(t.app, who, 'start-profile', profileBody('Cloud'));
    const res = await put(t.app, who, 'liens', liensBody());
    expect(res.json()).toMatchObject({ state: 'documents', titleStatus: 'PREQUAL_TITLE_COMPLETE' });
    expect((await conditions(who)).map((c) => c.categoryEnum)).toEqual(['PROPERTY_LEGAL_DESCRIPTION']);
  });

  it('a clear title, the checklist, the disclosure list and the final title along the journey', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Prime' });
    await drive(t.app, who, { until: 'product' });
    expect(await record(who)).toMatchObject({ titleStatus: 'PREQUAL_TITLE_COMPLETE', checklistStatus: 'INITIAL', uwDecision: 'APPROVED' });
    await drive(t.app, who, { until: 'sign' });
    const atSigning = await record(who);
    expect(atSigning).toMatchObject({ rateType: 'FIXED' });
    expect(atSigning).toMatchObject({ checklistStatus: 'IN_PROGRESS', disclosureListSummary: { total: 1, signed: 0 } });
    await drive(t.app, who, { until: 'insurance' });
    expect(await record(who)).toMatchObject({ titleStatus: 'FINAL_TITLE_COMPLETE', disclosureListSummary: { total: 1, signed: 1 } });
    await drive(t.app, who, { until: 'waitFund' });
    expect(await record(who)).toMatchObject({ checklistStatus: 'COMPLETE' });
  });
});

describe('crypto HELOC', () => {
  it('a visitor sent with utm_source=cloc starts a crypto HELOC; others do not', async () => {
    const crypto = await registerThroughApi(t.app, { utmSource: 'cloc' });
    const plain = await registerThroughApi(t.app);
    const read = async (r: { applicationUuid: string; auth: Record<string, string> }) => (await t.app.inject({ url: appUrl(r.applicationUuid), headers: r.auth })).json();
    expect(await read(crypto)).toMatchObject({ isCrypto: true });
    expect(await read(plain)).toMatchObject({ isCrypto: false });
  });
});

describe('a home listed for sale', () => {
  const listed = { saleStatus: 'LISTED_FOR_SALE' };
  const address = (state: string, city: string, zip: string) => ({ street1: '12 Cedar Lane', city, state, zip });

  async function throughLiens(org: string, home: ReturnType<typeof address>, saleStatus: Record<string, string>) {
    const headers = { 'x-org': org };
    const r = await registerThroughApi(t.app, { 'property-info': { address: home }, 'sale-status': saleStatus, name: { firstName: 'Avery', lastName: 'Prime' } }, headers);
    const who: Applicant = { jwt: r.jwt, uuid: r.applicationUuid, auth: { ...r.auth } };
    const body = { ...profileBody('Prime'), property: { address: home } };
    const inject = (screen: string, payload: unknown) => t.app.inject({ method: 'PUT', url: `${appUrl(who.uuid)}/screens/${screen}`, headers: { ...who.auth, ...headers }, payload: payload as object });
    expect((await inject('start-profile', body)).statusCode).toBe(200);
    const res = await inject('liens', liensBody());
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, unknown>;
  }

  it('is declined by default (a lender whose org file leaves underwriting.listedForSale out)', async () => {
    const after = await throughLiens('HEARTH', address('CA', 'Sacramento', '95814'), listed);
    expect(after).toMatchObject({ state: 'declined', status: 'DECLINED', uwDecision: 'DECLINE' });
  });

  it('goes to an underwriter review at a lender that chose REVIEW', async () => {
    const after = await throughLiens('SUMMIT_RIDGE_CU', address('CO', 'Boulder', '80302'), listed);
    expect(after).toMatchObject({ state: 'uwReview', status: 'UW_REVIEW', uwDecision: 'REVIEW' });
  });

  it('a home to be sold later, or not at all, is approved like any other', async () => {
    for (const saleStatus of ['SELLING_WITHIN_12_MONTHS', 'NOT_SELLING']) {
      expect(await throughLiens('HEARTH', address('CA', 'Sacramento', '95814'), { saleStatus })).toMatchObject({ state: 'product', uwDecision: 'APPROVED' });
    }
  });
});

describe('deed signed by hand', () => {
  it('staff record the additional signers signed on paper: manualDeedSigningComplete releases the deed signing step', async () => {
    const who = await registerApplicant(t.app, { lastName: 'Prime' });
    await drive(t.app, who, { until: 'sign' });
    const invited = await put(t.app, who, 'signing-additional', { signers: [{ firstName: 'Jordan', lastName: 'Prime', email: `jordan.${Date.now()}@example.com` }] });
    expect(invited.statusCode, invited.body).toBe(200);
    await drive(t.app, who, { until: 'codeed' });
    expect((await status(who)).state).toBe('codeed');
    const staff = await createUser(t.db, { email: `deeds.${Date.now()}@example.com`, password: 'correct horse battery', role: 'STAFF', orgCode: 'HEARTH' });
    const auth = { authorization: `Bearer ${issueToken(t.app.jwtSecret, { id: staff.id, role: 'STAFF', org: 'HEARTH' })}` };
    const url = `/service-application/api/v1/staff/applications/${who.uuid}/deed-signed-by-hand`;
    const res = await t.app.inject({ method: 'POST', url, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ manualDeedSigningComplete: true });
    expect(['waitNotary', 'notary']).toContain(res.json().state);
    // past the deed signing step there is nothing to record
    expect((await t.app.inject({ method: 'POST', url, headers: auth })).statusCode).toBe(409);
  });
});
