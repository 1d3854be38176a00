/**
 * A crowd of applicants arriving at once, each from an address of their own (the server must trust
 * X-Forwarded-For), each going from registration to their offers as the portal does: register, sign in,
 * profile, liens, offers. Every call refused with 503 is sent again after the Retry-After it carried, as
 * the portal's client does; a 429 is counted and ends that applicant (it would lock them out for an hour).
 */
export interface CrowdResult {
  applicants: number;
  /** Applicants who reached their offers. */
  completed: number;
  /** Answers 429 (limits that locked someone out). */
  tooMany: number;
  /** Answers 503 (refused as busy, then sent again). */
  busy: number;
  /** Other failures, by what failed. */
  failures: string[];
  /** Start to the last applicant's offers. */
  totalMs: number;
  /** Each completed applicant's time from start to offers, sorted. */
  eachMs: number[];
}

const PROFILE = {
  borrower: { name: { firstName: 'Avery', lastName: 'Prime' }, dob: '1980-04-02' },
  property: { address: { street1: '100 Main Street', city: 'Sacramento', state: 'CA', zip: '95814' } },
  softCreditConsent: true,
};

export async function crowdToOffer(port: number, applicants = 200): Promise<CrowdResult> {
  const result: CrowdResult = { applicants, completed: 0, tooMany: 0, busy: 0, failures: [], totalMs: 0, eachMs: [] };
  const base = `http://127.0.0.1:${port}`;
  const runId = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

  const applicant = async (n: number) => {
    const address = `10.${Math.floor(n / 250)}.${n % 250}.${(n * 7) % 250 + 1}`;
    const session: { jwt?: string } = {};
    const call = async (method: string, path: string, body?: unknown): Promise<Response> => {
      for (;;) {
        const headers: Record<string, string> = { 'x-org': 'HEARTH', 'x-forwarded-for': address };
        if (body !== undefined) headers['content-type'] = 'application/json';
        if (session.jwt) headers.authorization = `Bearer ${session.jwt}`;
        const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
        if (res.status !== 503) return res;
        result.busy += 1;
        await res.arrayBuffer();
        const seconds = Number(res.headers.get('retry-after') ?? '1');
        await new Promise((resolve) => setTimeout(resolve, (Number.isFinite(seconds) ? seconds : 1) * 1000));
      }
    };
    const expect = async (res: Response, status: number, what: string) => {
      if (res.status === status) return res.json() as Promise<Record<string, unknown>>;
      if (res.status === 429) result.tooMany += 1;
      throw new Error(`${what} answered ${res.status}: ${(await res.text()).slice(0, 120)}`);
    };
    const email = `crowd.${runId}.${n}@example.com`;
    const password = 'crowd password 1';
    const registered = await expect(await call('POST', '/identity/api/v1/registration/register', {
      'property-info': { address: { street1: '12 Cedar Lane', city: 'Sacramento', state: 'CA', zip: '95814' } },
      'sale-status': { saleStatus: 'NOT_SELLING' }, 'income-info': { statedIncome: 150000 },
      name: { firstName: 'Avery', lastName: 'Prime' }, birthdate: { dob: '1980-04-02' },
      'contact-info': { email, phone: '4155550100' },
      'login-info': { password, agreeToTerms: true },
    }), 201, 'registration');
    const uuid = registered.applicationUuid as string;
    session.jwt = (await expect(await call('POST', '/identity/api/v1/login', { email, password }), 200, 'sign-in')).jwt as string;
    const screens = `/service-application/api/v1/application/heloc/${uuid}/screens`;
    await expect(await call('PUT', `${screens}/start-profile`, PROFILE), 200, 'profile');
    await expect(await call('PUT', `${screens}/liens`, { liens: { firstMortgageBalance: 150_000, otherLienBalance: 0 } }), 200, 'liens');
    const offers = await call('GET', `/service-application/api/v1/application/heloc/${uuid}/offers`);
    const list = await expect(offers, 200, 'offers');
    if (!Array.isArray(list) || !list.length) throw new Error('offers answered no offer');
  };

  const started = performance.now();
  await Promise.all(Array.from({ length: applicants }, async (_, n) => {
    try {
      await applicant(n);
      result.completed += 1;
      result.eachMs.push(performance.now() - started);
    } catch (error) {
      result.failures.push(error instanceof Error ? error.message : String(error));
    }
  }));
  result.totalMs = performance.now() - started;
  result.eachMs.sort((a, b) => a - b);
  return result;
}
