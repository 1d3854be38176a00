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
