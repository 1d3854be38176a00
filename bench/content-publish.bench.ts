/**
 * Content publish on PostgreSQL: the time from a studio publish on one server instance to the change
 * being served by a second instance (its public private-label answer), over several publishes.
 * Target: <= 1 s (LISTEN/NOTIFY, no restart).
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { issueToken } from '../src/server/core/auth';
import { Clock } from '../src/server/core/clock';
import { ContentService } from '../src/server/core/content-service';
import { openPostgres } from '../src/server/db/postgres';
import { createUser } from '../src/server/identity/users';
import { CONTENT_EDITOR, STUDIO_PATH } from '../src/contracts/studio';
import { report } from './lib/report';

const URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PUBLISHES = 5;
const TARGET_MS = 1000;
const ORG_FILE = 'orgs/HEARTH.json';
const PRIVATE_LABEL = '/service-application/external/api/v1/heloc/private-label?orgCode=HEARTH';

export default async function contentPublishBench(): Promise<void> {
  const name = 'publish to served by a second instance (PostgreSQL)';
  const admin = new pg.Client({ connectionString: URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (error) {
    report(name, 'not measured', `<= ${TARGET_MS} ms`, false, `PostgreSQL at ${URL} is not reachable: ${(error as Error).message}`);
    return;
  }
  const schema = `bench_versions_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await admin.query(`create schema ${schema}`);
  const dbs = [await openPostgres(URL, { searchPath: schema }), await openPostgres(URL, { searchPath: schema })];
  const content = ContentService.load({ root: process.cwd(), flagsFile: join(process.cwd(), 'flows/feature-flags.json'), production: false, defaultOrg: 'HEARTH' });
  const config = loadConfig({ CONTENT_ROOT: process.cwd(), LOG_LEVEL: 'silent' }, { jwtSecret: 'bench-secret-bench-secret-bench-secret-0' });
  const apps = [];
  try {
    for (const db of dbs) apps.push(await buildApp({ config, db, content, clock: new Clock(), logger: false }));
    const [first, second] = apps as [Awaited<ReturnType<typeof buildApp>>, Awaited<ReturnType<typeof buildApp>>];
    const user = await createUser(first.db, { email: 'bench.editor@example.com', password: 'bench editor password', role: 'PLATFORM_STAFF', orgCode: 'HEARTH', permissions: [CONTENT_EDITOR] });
    const headers = { authorization: `Bearer ${issueToken(first.jwtSecret, { id: user.id, role: 'PLATFORM_STAFF', org: 'HEARTH' })}` };
    const org = structuredClone(content.baseVersion.files[ORG_FILE]) as Record<string, unknown>;
    // a serving instance has answered before: its first answer's start-up is not the publish's
    await second.inject({ url: PRIVATE_LABEL });
    const times: number[] = [];
    const calls: number[] = [];
    for (let i = 0; i < PUBLISHES; i++) {
      const brand = `Hearth Bench ${i}`;
      const saved = await first.inject({ method: 'PUT', url: `${STUDIO_PATH}/draft/file`, headers, payload: { path: ORG_FILE, text: JSON.stringify({ ...org, orgBrand: brand }) } });
      if (saved.statusCode !== 200) throw new Error(`draft save: ${saved.statusCode} ${saved.body.slice(0, 200)}`);
      const t0 = performance.now();
      const published = await first.inject({ method: 'POST', url: `${STUDIO_PATH}/publish`, headers, payload: { message: brand, parent: first.content.current.id } });
      if (published.statusCode !== 201) throw new Error(`publish: ${published.statusCode} ${published.body.slice(0, 200)}`);
      const answered = performance.now();
      calls.push(answered - t0);
      while ((await second.inject({ url: PRIVATE_LABEL })).json().orgBrand !== brand) {
        if (performance.now() - t0 > 15_000) throw new Error('the second instance did not serve the publish within 15 s');
        await new Promise((r) => setTimeout(r, 2));
      }
      times.push(performance.now() - answered);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
    const worst = Math.max(...times);
    report(name, `worst ${worst.toFixed(0)} ms, median ${median(times).toFixed(0)} ms over ${PUBLISHES} publishes, from the publish's answer`, `<= ${TARGET_MS} ms`, worst <= TARGET_MS,
      `the publish call itself (check, store, notify): median ${median(calls).toFixed(0)} ms, worst ${Math.max(...calls).toFixed(0)} ms`);
  } finally {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.close();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
