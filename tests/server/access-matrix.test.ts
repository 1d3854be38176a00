import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../src/server/core/auth';
import { signJwt } from '../../src/server/core/jwt';
import { createUser } from '../../src/server/identity/users';
import { createTestApp, type TestApp } from '../helpers/app';
import { APPROVED_DATA, PDF, PNG, applicationAt, base, multipart, uploadDocument } from './funding/helpers';
import { STAFF_ACTION_BODIES } from './application-helpers';

/**
 * Every endpoint that takes an id, called by everyone who must not act on that id (or must see only
 * their role's part of it): another applicant, an additional signer, a cancelled signer, another
 * lender's staff and agents, no token, and the owner's own identity in an expired, tampered,
 * unsigned (alg none) or signed-out token. No call may answer with the owner's private data; no
 * refused write may change anything. A new endpoint with an id fails this test until it is listed.
 */

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

/** Values only the owner's application holds: none may appear in anyone else's answer. */
const CANARY = {
  email: 'owner.canary@example.com', phone: '5035550142', dob: '1971-07-13', ssnLast4: '9137', income: 876543, mask: '7319', routing: '021000089',
};
const OWNER_DATA = {
  ...APPROVED_DATA,
  borrower: { ...APPROVED_DATA.borrower, email: CANARY.email, phone: CANARY.phone, dob: CANARY.dob },
  statedIncome: CANARY.income, ssnLast4: CANARY.ssnLast4,
  hmda: { ethnicity: ['Not Hispanic or Latino'], race: ['Asian'], raceAsian: ['Korean'], sex: ['Female'] },
  disburseAccount: { uuid: '0f4b2c1e-7a7d-4c1b-9f51-2f6a51d2a0a1', mask: CANARY.mask, routingNumber: CANARY.routing, institutionName: 'Canary Bank', accountName: 'Canary checking' },
};
/**
 * The canaries an answer holds: as whole values in a JSON answer (a short one such as a mask could
 * otherwise turn up inside a random id or hash), as text in any other answer.
 */
function leaked(body: string): string[] {
  let values: string[];
  try {
    const found: string[] = [];
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
      else if (v !== null && v !== undefined) found.push(String(v));
    };
    walk(JSON.parse(body));
    values = found;
  } catch {
    return Object.values(CANARY).map(String).filter((c) => c.length >= 8 && body.includes(c));
  }
  return Object.values(CANARY).map(String).filter((c) => values.some((v) => v === c || (c.length >= 8 && v.includes(c))));
}

type Headers = Record<string, string>;
type Caller = 'otherApplicant' | 'signer' | 'cancelledSigner' | 'otherStaff' | 'otherAgent' | 'noToken' | 'expired' | 'tampered' | 'algNone' | 'revoked';
const TOKEN_PROBLEMS: Caller[] = ['noToken', 'expired', 'tampered', 'algNone', 'revoked'];

interface Ids {
  uuid: string; documentUuid: string; disclosureUuid: string; sha256: string; signatureUuid: string; signerUuid: string;
  conditionUuid: string; notificationUuid: string; conversationId: string; mediaId: string; chatToken: string;
}

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as the OpenAPI document names it. */
  path: string;
  /** A body the owner could send, so that a refusal is about who calls, not what is sent. */
  body?: (ids: Ids) => unknown;
  multipart?: boolean;
  query?: (ids: Ids) => string;
  /**
   * Callers (besides the owner) who may act: 2xx with their role's view only, or 409 when the step does
   * not allow it yet (a refusal about the application, not the caller).
   */
  allowed?: Caller[];
}

const APP = '/service-application/api/v1/application/heloc/{uuid}';
const CONV = '/service-omni-proxy/insecure/api/v1/conversations/{id}';
const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: APP, allowed: ['signer'] },
  { method: 'GET', path: '/service-application/api/v2/application/heloc/{uuid}', allowed: ['signer'] },
  { method: 'GET', path: '/service-application/api/v3/application/heloc/{uuid}', allowed: ['signer'] },
  { method: 'GET', path: '/service-application/api/v1/application/crypto-heloc/{uuid}', allowed: ['signer'] },
  { method: 'PUT', path: `${APP}/screens/{screenId}`, body: () => ({ liens: { firstMortgageBalance: 1000, otherLienBalance: 0 } }) },
  { method: 'GET', path: `${APP}/offers` },
  // the caller is refused before the offer is looked up, so any offer id will do
  { method: 'GET', path: `${APP}/offers/{offerUuid}/costs`, query: () => 'amount=50000&termYears=10' },
  { method: 'GET', path: `${APP}/credit-pulls` },
  { method: 'PUT', path: '/service-profile/api/v1/notifications/{uuid}/read' },
  // a signer's own session on the application is recorded under the signer
  { method: 'PUT', path: `${APP}/full-story-link`, body: () => ({ link: 'https://replay.example/session/1' }), allowed: ['signer'] },
  { method: 'GET', path: '/service-application/api/v1/staff/applications/{uuid}' },
  { method: 'GET', path: '/service-application/api/v1/staff/applications/{uuid}/records' },
  { method: 'GET', path: '/service-application/api/v1/staff/applications/{uuid}/documents/{documentUuid}/file' },
  { method: 'GET', path: CONV },
  { method: 'GET', path: `${CONV}/messages` },
  { method: 'POST', path: `${CONV}/messages`, body: () => ({ body: 'hello' }) },
  { method: 'POST', path: `${CONV}/media`, multipart: true },
  { method: 'GET', path: `${CONV}/media/{mediaId}` },
  { method: 'POST', path: `${CONV}/typing`, body: () => ({ preview: 'hel' }) },
  { method: 'POST', path: '/service-omni-proxy/agent/api/v1/conversations/{id}/join' },
  { method: 'POST', path: '/service-omni-proxy/agent/api/v1/conversations/{id}/end' },
  { method: 'POST', path: '/service-omni-proxy/agent/api/v1/conversations/{id}/transfer', body: () => ({ agentId: '6d1f3a52-0c35-4b7e-9f5e-5a0f1b7c9d21' }) },
  { method: 'GET', path: '/service-omni-proxy/agent/api/v1/conversations/{id}/notes' },
  { method: 'POST', path: '/service-omni-proxy/agent/api/v1/conversations/{id}/notes', body: () => ({ body: 'a note' }) },
  { method: 'GET', path: '/service-omni-proxy/agent/api/v1/conversations/{id}/past' },
  { method: 'GET', path: '/service-chat-chatbot/external/api/v1/message/getChatHistory/{conversationId}' },
  // a signer uploads and lists their own documents (their ID, a condition's papers), never the applicant's
  { method: 'POST', path: `${APP}/documents`, multipart: true, query: () => 'documentType=SUPPORT', allowed: ['signer'] },
  { method: 'GET', path: `${APP}/documents`, allowed: ['signer'] },
  { method: 'GET', path: `${APP}/documents/{documentUuid}/file` },
  { method: 'GET', path: `${APP}/disclosures`, allowed: ['signer'] },
  { method: 'GET', path: `${APP}/disclosures/{documentUuid}/pdf`, allowed: ['signer'] },
  { method: 'POST', path: `${APP}/disclosures/sign`, body: (ids) => ({ documentUuid: ids.disclosureUuid, sha256: ids.sha256, agree: true }), allowed: ['signer'] },
  { method: 'GET', path: `${APP}/signatures/{signatureUuid}/pdf` },
  { method: 'GET', path: `${APP}/bank/institutions` },
  { method: 'GET', path: `${APP}/income/providers`, query: () => 'type=payroll' },
  { method: 'POST', path: `${APP}/bank/link`, body: () => ({ institutionId: 'ins_sandbox_1', username: 'user_good', password: 'pass_good' }) },
  { method: 'GET', path: `${APP}/funding`, allowed: ['signer'] },
  { method: 'GET', path: `${APP}/notary/slots` },
  { method: 'DELETE', path: `${APP}/signers/{signerUuid}` },
  { method: 'GET', path: '/service-conditions/external/api/v1/applications/{uuid}/conditions/external-applicants', allowed: ['signer'] },
  { method: 'POST', path: '/service-conditions/external/api/v1/applications/{uuid}/conditions/{conditionUuid}/satisfy', body: () => ({ phoneNumber: '4155550199' }) },
  { method: 'POST', path: '/service-conditions/api/v1/applications/{uuid}/conditions', body: () => ({ category: 'GENERIC_DOCUMENT_REQUEST', commentsToBorrower: 'Send your HOA letter' }) },
  { method: 'POST', path: '/service-conditions/api/v1/applications/{uuid}/conditions/{conditionUuid}/review' },
  { method: 'POST', path: '/service-conditions/api/v1/applications/{uuid}/conditions/{conditionUuid}/clear' },
  { method: 'POST', path: '/sandbox/applications/{uuid}/conditions', body: () => ({ category: 'GENERIC_DOCUMENT_REQUEST' }) },
  { method: 'POST', path: '/sandbox/applications/{uuid}/flood-certificate' },
  { method: 'POST', path: '/service-application/api/v1/staff/applications/{uuid}/deed-signed-by-hand' },
  { method: 'GET', path: '/service-application/api/v1/staff/applications/{uuid}/actions' },
  // each staff action's route, with a body its form accepts (a refused caller must not get as far as the flow)
  ...Object.entries(STAFF_ACTION_BODIES).map(([action, body]) => ({
    method: 'POST' as const, path: `/service-application/api/v1/staff/applications/{uuid}/actions/${action}`, query: () => 'expectedState=sign', body: () => body,
  })),
  // the lender's letters and the right to cancel: the applicant's and the signers' (409 until the documents are signed)
  { method: 'GET', path: `${APP}/letters`, allowed: ['signer'] },
  { method: 'GET', path: `${APP}/letters/{documentUuid}/pdf` },
  { method: 'GET', path: `${APP}/right-to-cancel`, allowed: ['signer'] },
  { method: 'POST', path: `${APP}/cancel`, body: () => ({ confirm: true }), allowed: ['signer'] },
  { method: 'GET', path: '/service-krang-heloc/borrower/secure/api/v1/{uuid}/status', allowed: ['signer'] },
  // content editors only (staff without the content-editor permission are refused)
  { method: 'GET', path: '/service-application/api/v1/staff/studio/versions/{versionId}/files' },
  { method: 'POST', path: '/service-application/api/v1/staff/studio/versions/{versionId}/rollback', body: () => ({ message: 'Back to the repository' }) },
];

/** Path parameters that are not ids of someone's records: what they name is public or a secret in itself. */
// messageId: the development mailbox (sandbox only, refused in production) shows every queued message, as its list does
const NOT_IDS = new Set(['messageId', 'department', 'context', 'variant', 'screenId', 'loanOriginatorUuid', 'token', 'contentVersion']);

function fill(path: string, ids: Ids): string {
  return path
    .replace('{screenId}', 'liens')
    .replace('{versionId}', 'base')
    .replace('{offerUuid}', '6d1f3a52-0c35-4b7e-9f5e-5a0f1b7c9d21')
    .replace('/notifications/{uuid}', `/notifications/${ids.notificationUuid}`)
    .replace(/\{(uuid|id|conversationId|documentUuid|signatureUuid|signerUuid|conditionUuid|mediaId)\}/g, (_, name: string) => {
      if (name === 'id' || name === 'conversationId') return ids.conversationId;
      if (name === 'documentUuid') return path.includes('/disclosures/') ? ids.disclosureUuid : ids.documentUuid;
      return ids[name as keyof Ids];
    });
}

/** A snapshot of everything a refused write could have changed. */
async function snapshot(): Promise<string> {
  const counts = await t.db.query<Record<string, number>>(`select
    (select count(*)::int from application_document) as documents, (select count(*)::int from blob) as blobs,
    (select count(*)::int from application_signer where status <> 'CANCELLED') as signers,
    (select count(*)::int from chat_message) as messages,
    (select string_agg(uuid || ':' || version || ':' || state, ',' order by uuid) from application) as applications,
    (select string_agg(uuid || ':' || status, ',' order by uuid) from application_condition) as conditions,
    (select string_agg(id || ':' || state, ',' order by id) from chat_conversation) as conversations`);
  return JSON.stringify(counts);
}

describe('the access matrix: every endpoint with an id, every caller who may not act on it', () => {
  let ids: Ids;
  const callers = {} as Record<Caller, Headers>;

  beforeAll(async () => {
    const secret = t.app.jwtSecret;
    // the owner signs in for real, so a signed-out token of theirs can be tried too
    const owner = await createUser(t.db, { email: CANARY.email, password: 'correct horse battery', role: 'APPLICANT', orgCode: 'HEARTH' });
    const login = async () => (await t.app.inject({ method: 'POST', url: '/identity/api/v1/login', payload: { email: CANARY.email, password: 'correct horse battery' } })).json().jwt as string;
    const ownerAuth = { authorization: `Bearer ${await login()}` };
    const uuid = await applicationAt(t, ownerAuth, 'sign', OWNER_DATA);
    // the owner reads every canary, so their absence elsewhere means something
    expect(leaked((await t.app.inject({ url: base(uuid), headers: ownerAuth })).body).sort()).toEqual(Object.values(CANARY).map(String).sort());

    // an additional signer who accepted, and one whose invitation was cancelled after accepting
    const invite = await t.app.inject({
      method: 'PUT', url: `${base(uuid)}/screens/signing-additional`, headers: ownerAuth,
      payload: { signers: [{ firstName: 'Casey', lastName: 'Codeed', email: 'casey.signer@example.com' }, { firstName: 'Drew', lastName: 'Dropped', email: 'drew.dropped@example.com' }] },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    const accept = async (i: number) => {
      const token = new URL(invite.json().invitations[i].inviteUrl as string, 'http://x').searchParams.get('token') as string;
      const res = await t.app.inject({ method: 'POST', url: '/service-application/api/v1/heloc-signer/invitations/accept', payload: { token, password: 'another good password', confirmPassword: 'another good password' } });
      expect(res.statusCode, res.body).toBe(201);
      return { authorization: `Bearer ${res.json().jwt}` };
    };
    callers.signer = await accept(0);
    callers.cancelledSigner = await accept(1);
    const signerUuid = invite.json().invitations[0].signerUuid as string;
    const dropped = invite.json().invitations[1].signerUuid as string;
    expect((await t.app.inject({ method: 'DELETE', url: `${base(uuid)}/signers/${dropped}`, headers: ownerAuth })).statusCode).toBe(204);

    // the owner's records: a document, the disclosures and a signature, a condition, a notification, a chat with a file
    const documentUuid = (await uploadDocument(t, uuid, ownerAuth, 'DRIVERS_LICENSE_FRONT', PNG, 'licence.png')).uuid;
    const { document } = (await t.app.inject({ url: `${base(uuid)}/disclosures`, headers: ownerAuth })).json();
    const signed = await t.app.inject({ method: 'PUT', url: `${base(uuid)}/screens/signing-consent`, headers: ownerAuth, payload: { agree: true, documentUuid: document.uuid, sha256: document.sha256 } });
    expect(signed.statusCode, signed.body).toBe(200);
    const raised = await t.app.inject({ method: 'POST', url: `/sandbox/applications/${uuid}/conditions`, headers: ownerAuth, payload: { category: 'MISSING_PHONE_NUMBER' } });
    expect(raised.statusCode, raised.body).toBe(201);
    const [condition] = (await t.app.inject({ url: `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`, headers: ownerAuth })).json();
    const notifications = (await t.app.inject({ url: '/service-profile/api/v1/notifications', headers: ownerAuth })).json() as { uuid: string }[];
    const chat = (await t.app.inject({
      method: 'POST', url: '/service-csp/external/api/v1/twilio/initWebChat', headers: ownerAuth,
      payload: { friendlyName: 'Owner Canary', emailAddress: CANARY.email, chatMode: 'twilio', applicationUuid: uuid },
    })).json() as { omniProxyChannelId: string; token: string };
    const file = multipart('statement.png', PNG);
    const media = await t.app.inject({ method: 'POST', url: `/service-omni-proxy/insecure/api/v1/conversations/${chat.omniProxyChannelId}/media`, headers: { 'x-chat-token': chat.token, ...file.headers }, payload: file.payload });
    expect(media.statusCode, media.body).toBe(200);
    ids = {
      uuid, documentUuid, disclosureUuid: document.uuid, sha256: document.sha256, signatureUuid: signed.json().signature.uuid,
      signerUuid, conditionUuid: condition.uuid, notificationUuid: notifications[0]?.uuid ?? '6d1f3a52-0c35-4b7e-9f5e-5a0f1b7c9d21',
      conversationId: chat.omniProxyChannelId, mediaId: media.json().id, chatToken: chat.token,
    };

    // everyone else
    const other = await createUser(t.db, { email: 'other.applicant@example.com', password: 'correct horse battery', role: 'APPLICANT', orgCode: 'HEARTH' });
    const otherAuth = { authorization: `Bearer ${issueToken(secret, { id: other.id, role: 'APPLICANT', org: 'HEARTH' })}` };
    await applicationAt(t, otherAuth, 'sign');
    callers.otherApplicant = otherAuth;
    const staff = await createUser(t.db, { email: 'ops@harborstone-bank.example', password: 'correct horse battery', role: 'STAFF', orgCode: 'HARBORSTONE_BANK' });
    callers.otherStaff = { authorization: `Bearer ${issueToken(secret, { id: staff.id, role: 'STAFF', org: 'HARBORSTONE_BANK' })}` };
    const agent = await createUser(t.db, { email: 'agent@harborstone-bank.example', password: 'correct horse battery', role: 'AGENT', orgCode: 'HARBORSTONE_BANK' });
    callers.otherAgent = { authorization: `Bearer ${issueToken(secret, { id: agent.id, role: 'AGENT', org: 'HARBORSTONE_BANK' })}` };
    callers.noToken = {};
    const claims = { sub: owner.id, role: 'APPLICANT', org: 'HEARTH', jti: 'c0ffee00-0000-4000-8000-000000000001' };
    callers.expired = { authorization: `Bearer ${signJwt(claims, secret, 60, Math.floor(Date.now() / 1000) - 3600)}` };
    const [h, , s] = (ownerAuth.authorization.slice(7)).split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ ...claims, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 3600, role: 'STAFF' })).toString('base64url');
    callers.tampered = { authorization: `Bearer ${h}.${forged}.${s}` };
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    callers.algNone = { authorization: `Bearer ${none}.${forged}.` };
    const revoked = { authorization: `Bearer ${await login()}` };
    expect((await t.app.inject({ method: 'POST', url: '/identity-broker/customer/secure/api/v3/logout', headers: revoked })).statusCode).toBe(200);
    callers.revoked = revoked;
  });

  it('lists every endpoint of the OpenAPI document that takes an id', async () => {
    const doc = (await t.app.inject({ url: '/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const withIds = Object.entries(doc.paths).flatMap(([path, ops]) => {
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      return params.some((p) => !NOT_IDS.has(p)) ? Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`) : [];
    });
    expect(ENDPOINTS.map((e) => `${e.method} ${e.path}`).sort()).toEqual(withIds.sort());
  });

  it('refuses each caller who may not act on the id, leaks nothing, and changes nothing', async () => {
    const problems: string[] = [];
    let calls = 0;
    for (const e of ENDPOINTS) {
      for (const caller of Object.keys(callers) as Caller[]) {
        const url = fill(e.path, ids) + (e.query ? `?${e.query(ids)}` : '');
        const headers: Headers = { ...callers[caller] };
        let payload: string | Buffer | undefined;
        if (e.multipart) {
          const file = multipart('note.pdf', PDF);
          Object.assign(headers, file.headers);
          payload = file.payload;
        } else if (e.body) {
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(e.body(ids));
        }
        const before = e.method === 'GET' ? '' : await snapshot();
        const res = await t.app.inject({ method: e.method, url, headers, payload });
        calls += 1;
        const allowed = e.allowed?.includes(caller) === true;
        const expected = TOKEN_PROBLEMS.includes(caller) ? [401] : allowed ? [200, 201, 204, 409] : [403, 404];
        const at = `${e.method} ${e.path} as ${caller}`;
        if (!expected.includes(res.statusCode)) problems.push(`${at}: ${res.statusCode} (expected ${expected.join('/')}) ${res.body.slice(0, 160)}`);
        if (caller === 'signer' && e.path.endsWith('/documents') && e.method === 'GET' && res.body.includes(ids.documentUuid)) problems.push(`${at}: lists the applicant's ID document`);
        const found = leaked(res.body);
        if (found.length) problems.push(`${at}: the answer holds the owner's ${found.join(', ')}`);
        if (!allowed && e.method !== 'GET' && (await snapshot()) !== before) problems.push(`${at}: a refused call changed stored data`);
      }
    }
    console.log(`access matrix: ${ENDPOINTS.length} endpoints x ${Object.keys(callers).length} callers = ${calls} calls`);
    expect(problems).toEqual([]);
  });
});
