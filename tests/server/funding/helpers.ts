import { randomUUID } from 'node:crypto';
import { issueToken } from '../../../src/server/core/auth';
import { createUser } from '../../../src/server/identity/users';
import type { TestApp } from '../../helpers/app';

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 32)]);

/** A multipart body with one file in the field "file". */
export function multipart(filename: string, data: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----b${randomUUID().replace(/-/g, '')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function userToken(t: TestApp, role: 'APPLICANT' | 'CO_DEEDER' | 'STAFF' = 'APPLICANT') {
  const user = await createUser(t.db, { email: `${randomUUID()}@example.com`, password: 'correct horse battery', role, orgCode: 'HEARTH' });
  return { id: user.id, email: user.email, auth: { authorization: `Bearer ${issueToken('test-secret-test-secret-test-secret-000', { id: user.id, role, org: 'HEARTH' })}` } };
}

export const APPROVED_DATA = {
  borrower: { name: { firstName: 'Avery', lastName: 'Approved' }, dob: '1980-04-02', email: 'avery@example.com', phone: '4155550100' },
  property: { address: { street1: '12 Elm Street', city: 'Portland', state: 'OR', zip: '97201' } },
  statedIncome: 150000, amount: 100000, rate: 8.25, term: 30,
};

/** An application of the caller's at a given step, through the sandbox control. */
export async function applicationAt(t: TestApp, auth: Record<string, string>, state: string, data: Record<string, unknown> = APPROVED_DATA): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/sandbox/applications', headers: auth, payload: { state, data } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().uuid as string;
}

export const base = (uuid: string) => `/service-application/api/v1/application/heloc/${uuid}`;

type Auth = Record<string, string>;

/** Writes one screen of the applicant flow, the one way an applicant moves the application. */
export const writeScreen = (t: TestApp, uuid: string, auth: Auth, screenId: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `${base(uuid)}/screens/${screenId}`, headers: auth, payload: payload as Record<string, unknown> });

/** Uploads a document; the answer's uuid is what the step's screen names. */
export async function uploadDocument(t: TestApp, uuid: string, auth: Auth, type: string, data: Buffer = PNG, name = 'doc.png') {
  const body = multipart(name, data);
  const res = await t.app.inject({ method: 'POST', url: `${base(uuid)}/documents?documentType=${type}`, headers: { ...auth, ...body.headers }, payload: body.payload });
  return { statusCode: res.statusCode, uuid: res.statusCode === 201 ? (res.json().uuid as string) : '' };
}

/** The status endpoint the portal polls (it lets the server make its own moves). */
export const pollStatus = async (t: TestApp, uuid: string, auth: Auth) =>
  (await t.app.inject({ url: `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, headers: auth })).json() as { status: string; state: string };

/** The state of an application as its owner reads it. */
export const stateOf = async (t: TestApp, uuid: string, auth: Auth) => (await t.app.inject({ url: base(uuid), headers: auth })).json().state as string;
