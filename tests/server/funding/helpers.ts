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
