import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { APPROVED_DATA, PDF, applicationAt, base, multipart, userToken } from './funding/helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

const PRIVATE = {
  ...APPROVED_DATA,
  ssnLast4: '6789',
  hmda: { ethnicity: ['Not Hispanic or Latino'], race: ['Asian'], raceAsian: ['Korean'], sex: ['Female'] },
};

/** Every field path of an answer ('property.address.city', 'helocSigners[].email'), sorted. */
function fieldPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((v) => fieldPaths(v, `${prefix}[]`)))].sort();
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => fieldPaths(v, prefix ? `${prefix}.${k}` : k)).sort();
  }
  return [prefix];
}

/** Exactly what an additional signer reads of an application, on every route that answers it. */
const SIGNER_FIELDS = [
  'additionalSignerVersion', 'amount', 'auditFields.createdDate', 'auditFields.updatedDate',
  'borrower.name.firstName', 'borrower.name.lastName', 'coDeedStatus', 'contentVersion',
  'helocSigners[].email', 'helocSigners[].firstName', 'helocSigners[].identityUuid', 'helocSigners[].lastName', 'helocSigners[].status', 'helocSigners[].uuid',
  'loanNumber', 'orgCode',
  'property.address.city', 'property.address.state', 'property.address.street1', 'property.address.zip',
  'rate', 'state', 'status', 'term', 'uuid',
];

/** An application at the signing step with an additional signer who accepted the invitation. */
async function withSigner() {
  const me = await userToken(t);
  const uuid = await applicationAt(t, me.auth, 'sign', PRIVATE);
  const invite = await t.app.inject({ method: 'PUT', url: `${base(uuid)}/screens/signing-additional`, headers: me.auth, payload: { signers: [{ firstName: 'Casey', lastName: 'Codeed', email: `casey-${uuid}@example.com` }] } });
  expect(invite.statusCode).toBe(200);
  const token = new URL(invite.json().invitations[0].inviteUrl as string, 'http://x').searchParams.get('token') as string;
  // the invitation names whose application it is (the link is the secret)
  const invitation = await t.app.inject({ url: `/service-application/api/v1/heloc-signer/invitations/${token}` });
  expect(invitation.json()).toMatchObject({ firstName: 'Casey', applicantName: expect.stringMatching(/\S+ \S+/) });
  const accepted = await t.app.inject({ method: 'POST', url: '/service-application/api/v1/heloc-signer/invitations/accept', payload: { token, password: 'another good password', confirmPassword: 'another good password' } });
  expect(accepted.statusCode).toBe(201);
  return { me, uuid, signer: { authorization: `Bearer ${accepted.json().jwt}` } };
}

describe("an additional signer's view of the application", () => {
  it("shows the line, the home and the applicant's name, but not their income, SSN digits, demographics or offers", async () => {
    const { me, uuid, signer } = await withSigner();
    const own = (await t.app.inject({ url: base(uuid), headers: me.auth })).json();
    expect(own).toMatchObject({ statedIncome: 150000, ssnLast4: '6789', hmda: { sex: ['Female'] } });

    // a condition the signer may answer: its answer is the signer's view too, as is the closing details' application
    await t.app.inject({ method: 'POST', url: `/sandbox/applications/${uuid}/conditions`, headers: me.auth, payload: { category: 'GENERIC_DOCUMENT_REQUEST' } });
    const [c] = (await t.app.inject({ url: `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`, headers: signer })).json();
    const docBody = multipart('trust.pdf', PDF);
    await t.app.inject({ method: 'POST', url: `${base(uuid)}/documents?documentType=SUPPORT&conditionUuid=${c.uuid}`, headers: { ...signer, ...docBody.headers }, payload: docBody.payload });
    const answered = await t.app.inject({ method: 'POST', url: `/service-conditions/external/api/v1/applications/${uuid}/conditions/${c.uuid}/satisfy`, headers: signer, payload: { documentType: 'SUPPORT' } });
    expect(answered.statusCode, answered.body).toBe(200);

    for (const seen of [
      (await t.app.inject({ url: base(uuid), headers: signer })).json(),
      ((await t.app.inject({ url: '/service-application/api/v1/application/heloc/all', headers: signer })).json() as { uuid: string }[]).find((a) => a.uuid === uuid),
      answered.json(),
      (await t.app.inject({ url: `${base(uuid)}/funding`, headers: signer })).json().application,
    ]) {
      expect(seen).toMatchObject({
        uuid, state: 'sign', amount: 100000, term: 30, rate: 8.25,
        borrower: { name: { firstName: 'Avery', lastName: 'Approved' } },
        property: { address: { city: 'Portland', state: 'OR' } },
        helocSigners: [expect.objectContaining({ status: 'ACCEPTED' })],
      });
      expect(fieldPaths(seen)).toEqual(SIGNER_FIELDS);
      expect(JSON.stringify(seen)).not.toContain('avery@example.com');
    }
    expect((await t.app.inject({ url: `${base(uuid)}/offers`, headers: signer })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${base(uuid)}/offers`, headers: me.auth })).statusCode).toBe(200);
  });
});
