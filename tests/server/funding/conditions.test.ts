import { issueToken } from '../../../src/server/core/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app';
import { CONDITION_CATEGORIES } from '../../../src/server/conditions/categories';
import { backDocumentType } from '../../../src/product/enumerations';
import { PDF, PNG, applicationAt, base, multipart, userToken } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

type Auth = Record<string, string>;
const list = (uuid: string, _auth: Auth) => `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`;
const raise = (uuid: string, auth: Auth, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/sandbox/applications/${uuid}/conditions`, headers: auth, payload });
const satisfy = (uuid: string, auth: Auth, c: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/service-conditions/external/api/v1/applications/${uuid}/conditions/${c}/satisfy`, headers: auth, payload });

const ANSWERS: Record<string, Record<string, unknown>> = {
  HARD_CREDIT_INQUIRY_REVIEW: { explanation: 'Shopping for a car loan, did not take it', noNewDebt: true },
  MISSING_PHONE_NUMBER: { phoneNumber: '5035550142' },
};
const DOC_TYPE: Record<string, string> = {
  BANK_ACCOUNT_FRAUD_REVIEW: 'BANK_STATEMENT', FALSE_OWNERSHIP_TYPE_REVIEW: 'PROPERTY_DESCRIPTION_SOURCE', GENERIC_DOCUMENT_REQUEST: 'SUPPORT',
  HELOC_MANUAL_PAYSTUB_UPLOAD: 'USER_UPLOADED_PAYSTUB', ID_VERIFICATION_FAILURE: 'PASSPORT_FRONT', IDENTITY_DOCUMENT_FRAUD_REVIEW: 'DRIVERS_LICENSE_FRONT',
  PROPERTY_LEGAL_DESCRIPTION: 'PROPERTY_DESCRIPTION_SOURCE', PROPERTY_OWNERSHIP_FRAUD_REVIEW: 'SUPPORT', REVIEW_TRUST_REQUIREMENTS: 'CERTIFICATE_OF_TRUST',
};

describe('conditions', () => {
  it('lists known categories only, oldest first, and parks the application at the conditions step', async () => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'waitSign');
    await raise(uuid, me.auth, { category: 'MISSING_PHONE_NUMBER' });
    await t.app.inject({ method: 'POST', url: '/sandbox/clock/advance', payload: { minutes: 1 } });
    await raise(uuid, me.auth, { category: 'SOMETHING_NEW_FROM_UNDERWRITING' });
    await raise(uuid, me.auth, { category: 'HELOC_MANUAL_PAYSTUB_UPLOAD', numDocsRequired: 3 });
    const res = await t.app.inject({ url: list(uuid, me.auth), headers: me.auth });
    expect(res.json().map((c: { categoryEnum: string }) => c.categoryEnum)).toEqual(['MISSING_PHONE_NUMBER', 'HELOC_MANUAL_PAYSTUB_UPLOAD']);
    expect(res.json()[1].xtraData.numDocsRequired).toBe(3);
    expect(res.json()[0].pointer).toBe('conditions/phone-number');
    const app = (await t.app.inject({ url: base(uuid), headers: me.auth })).json();
    expect(app).toMatchObject({ state: 'documents', condition: true });
    const other = await userToken(t);
    expect((await t.app.inject({ url: list(uuid, other.auth), headers: other.auth })).statusCode).toBe(404);
  });

  it.each(CONDITION_CATEGORIES)('%s is satisfied by its own form (and documents) and the application moves on', async (category) => {
    const me = await userToken(t);
    const uuid = await applicationAt(t, me.auth, 'docVerify');
    await raise(uuid, me.auth, { category, xtraData: { accountMask: '6781' } });
    const [c] = (await t.app.inject({ url: list(uuid, me.auth), headers: me.auth })).json();
    const answer = ANSWERS[category] ?? { documentType: DOC_TYPE[category] };
    if (DOC_TYPE[category]) {
      const early = await satisfy(uuid, me.auth, c.uuid, answer);
      expect(early.statusCode).toBe(400);
      expect(early.json().message).toMatch(/upload 1 more document/);
      const upload = async (type: string) => {
        const body = multipart('doc.pdf', category.startsWith('ID') ? PNG : PDF);
        return t.app.inject({ method: 'POST', url: `${base(uuid)}/documents?documentType=${type}&conditionUuid=${c.uuid}`, headers: { ...me.auth, ...body.headers }, payload: body.payload });
      };
      expect((await upload(DOC_TYPE[category] as string)).statusCode).toBe(201);
      const back = backDocumentType(DOC_TYPE[category] as string);
      if (back) {
        // a licence is judged on both sides: the front alone is not enough
        const frontOnly = await satisfy(uuid, me.auth, c.uuid, answer);
        expect(frontOnly.statusCode).toBe(400);
        expect(frontOnly.json().message).toBe('Please upload the back of your ID for this condition first');
        expect((await upload(back)).statusCode).toBe(201);
      }
    } else {
      const invalid = await satisfy(uuid, me.auth, c.uuid, {});
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors[0].message).toBe('Required');
    }
    const done = await satisfy(uuid, me.auth, c.uuid, answer);
    expect(done.statusCode).toBe(200);
    expect(done.json().state).toBe('docVerify');
    if (category === 'MISSING_PHONE_NUMBER') expect(done.json().borrower.phone).toBe('5035550142');
    expect((await t.app.inject({ url: list(uuid, me.auth), headers: me.auth })).json()).toEqual([]);
    expect((await satisfy(uuid, me.auth, c.uuid, answer)).statusCode).toBe(409);
  });

  it('only staff raise conditions through the conditions service', async () => {
    const me = await userToken(t);
    const staff = await userToken(t, 'STAFF');
    const uuid = await applicationAt(t, me.auth, 'sign');
    const url = `/service-conditions/api/v1/applications/${uuid}/conditions`;
    expect((await t.app.inject({ method: 'POST', url, headers: me.auth, payload: { category: 'GENERIC_DOCUMENT_REQUEST' } })).statusCode).toBe(403);
    // another lender's staff: as if there were no such application, and nothing is raised
    const harbor = { authorization: `Bearer ${issueToken(t.app.jwtSecret, { id: staff.id, role: 'STAFF', org: 'HARBORSTONE_BANK' })}` };
    expect((await t.app.inject({ method: 'POST', url, headers: harbor, payload: { category: 'GENERIC_DOCUMENT_REQUEST' } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`, headers: me.auth })).json()).toEqual([]);
    const ok = await t.app.inject({ method: 'POST', url, headers: staff.auth, payload: { category: 'GENERIC_DOCUMENT_REQUEST', commentsToBorrower: 'Send your HOA letter' } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ categoryEnum: 'GENERIC_DOCUMENT_REQUEST', commentsToBorrower: 'Send your HOA letter', requestDocuments: true });
  });
});

describe('sandbox controls', () => {
  it('are refused in production', async () => {
    const prod = await createTestApp({ production: true });
    try {
      const res = await prod.app.inject({ method: 'POST', url: '/sandbox/clock/advance', payload: { days: 1 } });
      expect(res.statusCode).toBe(403);
    } finally {
      await prod.close();
    }
  });
});
