export interface SignedUp { email: string; password: string; jwt: string; applicationUuid: string }

/** Registers an applicant on the server at `port` and signs in (registration answers alike, so it gives no session). */
export async function signUp(port: number): Promise<SignedUp> {
  const email = `bench.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  const password = 'bench password 1';
  const json = { 'content-type': 'application/json', 'x-org': 'HEARTH' };
  const res = await fetch(`http://127.0.0.1:${port}/identity/api/v1/registration/register`, {
    method: 'POST', headers: json,
    body: JSON.stringify({
      'property-info': { address: { street1: '12 Cedar Lane', city: 'Sacramento', state: 'CA', zip: '95814' } },
      'sale-status': { saleStatus: 'NOT_SELLING' }, 'income-info': { statedIncome: 150000 },
      name: { firstName: 'Avery', lastName: 'Prime' }, birthdate: { dob: '1980-04-02' },
      'contact-info': { email, phone: '4155550100' },
      'login-info': { password, agreeToTerms: true },
    }),
  });
  if (!res.ok) throw new Error(`registration answered ${res.status}`);
  const { applicationUuid } = (await res.json()) as { applicationUuid: string };
  const login = await fetch(`http://127.0.0.1:${port}/identity/api/v1/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
  const { jwt } = (await login.json()) as { jwt: string };
  return { email, password, jwt, applicationUuid };
}

/** A signed-up applicant whose application read is warm; answers what a read needs. */
export async function benchApplicant(port: number): Promise<{ path: string; auth: Record<string, string>; applicationUuid: string }> {
  const { jwt, applicationUuid } = await signUp(port);
  const auth = { authorization: `Bearer ${jwt}` };
  const path = `/service-application/api/v1/application/heloc/${applicationUuid}`;
  // Warm-up so the figure is the steady state, not the JIT and the first database pages.
  await Promise.all(Array.from({ length: 10 }, async () => {
    for (let i = 0; i < 50; i++) await (await fetch(`http://127.0.0.1:${port}${path}`, { headers: auth })).arrayBuffer();
  }));
  return { path, auth, applicationUuid };
}

const authHeaders = (jwt: string) => ({ 'content-type': 'application/json', 'x-org': 'HEARTH', authorization: `Bearer ${jwt}` });

/** A signed-up applicant with an application waiting at the HMDA screen (the sandbox starts it there). */
export async function hmdaApplicant(port: number): Promise<{ jwt: string; uuid: string }> {
  const { jwt } = await signUp(port);
  const res = await fetch(`http://127.0.0.1:${port}/sandbox/applications`, { method: 'POST', headers: authHeaders(jwt), body: JSON.stringify({ state: 'hmda' }) });
  if (res.status !== 201) throw new Error(`sandbox application answered ${res.status}`);
  return { jwt, uuid: ((await res.json()) as { uuid: string }).uuid };
}

/** A signed-up applicant whose own application has reached its offers (profile and liens answered). */
export async function offerApplicant(port: number): Promise<{ jwt: string; uuid: string }> {
  const { jwt, applicationUuid: uuid } = await signUp(port);
  const put = async (screen: string, body: unknown) => {
    const res = await fetch(`http://127.0.0.1:${port}/service-application/api/v1/application/heloc/${uuid}/screens/${screen}`, { method: 'PUT', headers: authHeaders(jwt), body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${screen} answered ${res.status}`);
  };
  await put('start-profile', {
    borrower: { name: { firstName: 'Avery', lastName: 'Prime' }, dob: '1980-04-02' },
    property: { address: { street1: '100 Main Street', city: 'Sacramento', state: 'CA', zip: '95814' } },
    softCreditConsent: true,
  });
  await put('liens', { liens: { firstMortgageBalance: 150_000, otherLienBalance: 0 } });
  return { jwt, uuid };
}
