import { expect, type APIRequestContext } from '@playwright/test';
import { api } from './server';

export { api };

export const PASSWORD = 'correct horse 42';

/**
 * A new applicant registered through the API and signed in, as the portal does after registering
 * (registration answers without a session). The e-mail is new every time.
 */
export async function registerAndSignIn(
  request: APIRequestContext,
  opts: { tag: string; org?: string; firstName?: string; lastName?: string; address?: Record<string, string>; phone?: string; loanOriginatorUuid?: string; server?: (path: string) => string },
): Promise<{ email: string; jwt: string; applicationUuid: string }> {
  const url = opts.server ?? api;
  const headers = { 'x-org': opts.org ?? 'HEARTH' };
  const email = `${opts.tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const reg = await request.post(url('/identity/api/v1/registration/register'), {
    headers,
    data: {
      'property-info': { address: opts.address ?? { street1: '12 Elm Street', city: 'Portland', state: 'OR', zip: '97201' } },
      'sale-status': { saleStatus: 'NOT_SELLING' }, 'income-info': { statedIncome: 150000 },
      name: { firstName: opts.firstName ?? 'Avery', lastName: opts.lastName ?? 'Approved' }, birthdate: { dob: '1980-04-02' },
      'contact-info': { email, phone: opts.phone ?? '4155550100' }, 'login-info': { password: PASSWORD, agreeToTerms: true },
      ...(opts.loanOriginatorUuid ? { loanOriginatorUuid: opts.loanOriginatorUuid } : {}),
    },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const login = await request.post(url('/identity/api/v1/login'), { headers, data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return { email, jwt: (await login.json()).jwt as string, applicationUuid: (await reg.json()).applicationUuid as string };
}
