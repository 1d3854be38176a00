/**
 * Staff search over 10,000 applications of one lender on PostgreSQL: p95 of the applications list
 * (search by e-mail, loan number and name, with and without filters and sorts) and the time to stream
 * the whole CSV export. Target: search p95 < 50 ms.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { issueToken } from '../src/server/core/auth';
import { Clock } from '../src/server/core/clock';
import { ContentService } from '../src/server/core/content-service';
import { migrate } from '../src/server/db/migrate';
import { openPostgres } from '../src/server/db/postgres';

const URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const APPLICATIONS = 10_000;
const TARGET_MS = 50;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export default async function staffSearchBench(): Promise<void> {
  const admin = new pg.Client({ connectionString: URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`staff search over ${APPLICATIONS} applications: MISS (PostgreSQL at ${URL} is not reachable: ${(error as Error).message})`);
    return;
  }
  const schema = `bench_staff_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await admin.query(`create schema ${schema}`);
  const db = await openPostgres(URL, { searchPath: schema });
  try {
    await migrate(db);
    // one lender's applications, each with its own applicant; a few other lenders' besides
    await db.query(
      `insert into app_user (id, org_code, email, email_key, password_hash, role)
       select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'HEARTH', 'applicant' || i || '@example.com', 'applicant' || i || '@example.com', 'x', 'APPLICANT'
       from generate_series(1, $1::int) as i`,
      [APPLICATIONS],
    );
    await db.query(
      `insert into application (uuid, loan_number, org_code, owner_id, state, server_status, data, created_at, updated_at)
       select gen_random_uuid(), 'HE2026' || lpad(i::text, 8, '0'), case when i % 10 = 0 then 'EVERGREEN_CU' else 'HEARTH' end,
         ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid,
         (array['profile','liens','product','moreProfile','incomeReview','ach','docVerify','sign','notary','complete'])[1 + i % 10],
         (array['IN_PROGRESS','LIENS','OFFER_SELECTION','APP_SUBMISSION','INCOME_VERIFICATION','BANK_ACCOUNT','IDENTITY_VERIFICATION','NOTE_SIGNING','NOTARY','COMPLETE'])[1 + i % 10],
         jsonb_build_object(
           'borrower', jsonb_build_object('name', jsonb_build_object('firstName', (array['Avery','Blake','Casey','Drew','Emery','Finley','Gray','Harper'])[1 + i % 8], 'lastName', 'Surname' || i),
             'email', 'applicant' || i || '@example.com', 'phone', '4155550100'),
           'property', jsonb_build_object('address', jsonb_build_object('street1', i || ' Main St', 'city', 'Portland', 'state', (array['OR','WA','TX','CA'])[1 + i % 4], 'zip', '97201')),
           'amount', 50000 + (i % 300) * 1000,
           'loanOriginatorUuid', case when i % 3 = 0 then '3f2a9c1e-8b7d-4e21-9a6f-0c1d2e3f4a5b' else null end),
         now() - (i || ' minutes')::interval, now() - (i || ' seconds')::interval
       from generate_series(1, $1::int) as i`,
      [APPLICATIONS],
    );
    await db.query('analyze');

    const content = ContentService.load({ root: process.cwd(), flagsFile: join(process.cwd(), 'flows/feature-flags.json'), production: false, defaultOrg: 'HEARTH' });
    const config = loadConfig({ CONTENT_ROOT: process.cwd(), LOG_LEVEL: 'silent' }, { jwtSecret: 'bench-secret-bench-secret-bench-secret-0' });
    const app = await buildApp({ config, db, content, clock: new Clock(), logger: false });
    await app.ready();
    const auth = { authorization: `Bearer ${issueToken(app.jwtSecret, { id: randomUUID(), role: 'STAFF', org: 'HEARTH' })}` };
    const queries = (i: number) => [
      `q=applicant${1 + ((i * 37) % APPLICATIONS)}@`,
      `q=HE2026${String(1 + ((i * 53) % APPLICATIONS)).padStart(8, '0')}`,
      `q=surname${10 + (i % 90)}`,
      `q=avery%20surname${1 + (i % 9)}`,
      `status=NOTE_SIGNING&sort=name&order=asc&page=${1 + (i % 20)}`,
      `state=TX&loanOfficer=3f2a9c1e-8b7d-4e21-9a6f-0c1d2e3f4a5b&sort=updated`,
      `from=2026-01-01&sort=loanNumber&page=${1 + (i % 40)}`,
      `q=blake&step=liens`,
    ];
    const run = async (query: string) => {
      const t0 = performance.now();
      const res = await app.inject({ url: `/service-application/api/v1/staff/applications?${query}`, headers: auth });
      if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return performance.now() - t0;
    };
    for (let i = 0; i < 10; i++) for (const q of queries(i)) await run(q); // warm up
    const times: number[] = [];
    for (let i = 0; i < 40; i++) for (const q of queries(i)) times.push(await run(q));
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    console.log(`staff search over ${APPLICATIONS} applications (PostgreSQL, ${times.length} searches): median ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target < ${TARGET_MS} ms): ${p95 < TARGET_MS ? 'PASS' : 'MISS'}`);

    const t0 = performance.now();
    const csv = await app.inject({ url: '/service-application/api/v1/staff/applications/export.csv', headers: auth });
    const lines = csv.body.trimEnd().split('\r\n').length - 1;
    console.log(`staff CSV export of ${lines} applications (PostgreSQL, streamed in batches): ${(performance.now() - t0).toFixed(0)} ms`);
    await app.close();
  } finally {
    await db.close();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
