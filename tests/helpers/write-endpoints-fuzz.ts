import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../src/server/core/auth';
import type { Db } from '../../src/server/db';
import { createUser } from '../../src/server/identity/users';
import { createTestApp, type TestApp } from './app';
import { changedTables, exampleOf, malformedCase, seeded, tableStates, writeMark, type FuzzCase, type Schema, type TableState } from './fuzz';
import { postgresAvailable, scratchSchema } from './postgres';
import { registrationPayload, registerApplicant } from './registration';

/**
 * Every write endpoint of the OpenAPI document gets at least 200 malformed requests, as a real
 * applicant with an application (or staff, or an agent, where the route is theirs). None may
 * answer 5xx, and a refused request must leave every table as it was (failed sign-ins are the one
 * record a refused request is meant to leave). Seeded: every run sends the same requests.
 *
 * The endpoints are shared out between test files (tests/server/fuzz-write-endpoints-*.test.ts), each taking every
 * n-th one with a server and a database of its own, so the run's workers fuzz side by side: the same requests per
 * endpoint, in a fraction of the wall time one file took.
 */
const REQUESTS_PER_ENDPOINT = 210;
const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;
const REFUSALS_MAY_WRITE = ['login_attempt'];
/** PostgreSQL refuses NUL in text where PGlite may not: there the text and multipart cases run again. */
const TEXT_KINDS = /nul|surrogate|bad-param|bad-query|bad-header|multipart|bad-utf8|proto/;

interface Operation {
  parameters?: { name: string; in: string }[];
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

interface World {
  t: TestApp;
  ids: Record<string, string>;
  tokens: Record<'applicant' | 'staff' | 'agent' | 'editor', string>;
  applicantId: string;
  screenIds: string[];
}

/** A real applicant with an application and an open condition, staff and an agent of its lender, a live chat. */
async function worldOn(t: TestApp): Promise<World> {
  const alice = await registerApplicant(t.app);
  const me = await t.app.inject({ url: '/identity/secure/api/v1/identity', headers: alice.auth });
  const staff = await createUser(t.db, { email: `staff.${randomUUID()}@hearth-lending.example`, password: 'Staff-password-1', role: 'STAFF', orgCode: 'HEARTH' });
  const agent = await createUser(t.db, { email: `agent.${randomUUID()}@hearth-lending.example`, password: 'Agent-password-1', role: 'AGENT', orgCode: 'HEARTH' });
  const editor = await createUser(t.db, { email: `editor.${randomUUID()}@platform.example`, password: 'Editor-password-1', role: 'PLATFORM_STAFF', orgCode: 'HEARTH', permissions: ['content-editor'] });
  const raised = await t.app.inject({ method: 'POST', url: `/sandbox/applications/${alice.applicationUuid}/conditions`, headers: alice.auth, payload: { category: 'GENERIC_DOCUMENT_REQUEST' } });
  expect(raised.statusCode).toBe(201);
  const [condition] = await t.db.query<{ uuid: string }>('select uuid from application_condition where application_uuid = $1', [alice.applicationUuid]);
  const chat = await t.app.inject({ method: 'POST', url: '/service-csp/external/api/v1/twilio/initWebChat', payload: { friendlyName: 'Fuzz Visitor' } });
  expect(chat.statusCode).toBe(200);
  return {
    t,
    applicantId: me.json().uuid as string,
    tokens: {
      applicant: alice.jwt,
      staff: issueToken(t.app.jwtSecret, { id: staff.id, role: 'STAFF', org: 'HEARTH' }),
      agent: issueToken(t.app.jwtSecret, { id: agent.id, role: 'AGENT', org: 'HEARTH' }),
      editor: issueToken(t.app.jwtSecret, { id: editor.id, role: 'PLATFORM_STAFF', org: 'HEARTH' }),
    },
    ids: {
      uuid: alice.applicationUuid,
      conditionUuid: condition?.uuid ?? randomUUID(),
      signerUuid: randomUUID(),
      id: chat.json().omniProxyChannelId as string,
      chatToken: chat.json().token as string,
      context: 'heloc',
      variant: 'customer',
      versionId: 'base',
    },
    screenIds: Object.keys(t.app.content.index.screens).filter((id) => !id.includes('/')).sort(),
  };
}

/** Who calls the route: the role it is for, with what it needs to reach its handler. */
function callerFor(w: World, path: string, op: Operation, i: number): Record<string, string> {
  const headers: Record<string, string> = {};
  const bearer = (op.security ?? []).some((s) => 'bearer' in s);
  const anonymousToo = (op.security ?? []).some((s) => !Object.keys(s).length);
  let role: keyof World['tokens'] = 'applicant';
  if (path.startsWith('/service-omni-proxy/agent/')) role = 'agent';
  if (path === '/service-conditions/api/v1/applications/{uuid}/conditions') role = 'staff';
  // the content studio's writes: a platform content editor
  if (path.startsWith('/service-application/api/v1/staff/studio/')) role = 'editor';
  if (bearer && !(anonymousToo && i % 2 === 1)) {
    // Signing out ends the session it is called with: each call brings a session of its own.
    const jwt = path.includes('/logout') ? issueToken(w.t.app.jwtSecret, { id: w.applicantId, role: 'APPLICANT', org: 'HEARTH' }) : w.tokens[role];
    headers.authorization = `Bearer ${jwt}`;
  }
  if ((op.parameters ?? []).some((p) => p.name === 'x-chat-token') || path.includes('/conversations/')) headers['x-chat-token'] = w.ids.chatToken as string;
  return headers;
}

/**
 * One e-mail for every sign-up and sign-in: after a few, its limits answer 429 before any password
 * is hashed, which keeps the run short (and deterministic) without hiding what lies before them.
 */
function baseBodyFor(path: string, schema: Schema | undefined): unknown {
  if (path === '/identity/api/v1/registration/register') return registrationPayload({ 'contact-info': { email: 'fuzz.visitor@example.com', phone: '4155550134' } });
  if (path.endsWith('/login')) return { email: 'fuzz.visitor@example.com', password: 'not the password 1' };
  return exampleOf(schema);
}

function urlFor(w: World, path: string, op: Operation, c: FuzzCase, rng: ReturnType<typeof seeded>, screenId: string | undefined): string {
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
  const broken = c.badParam !== undefined && names.length ? rng.pick(names) : undefined;
  let url = path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    if (name === broken) return c.badParam as string;
    if (name === 'screenId') return screenId as string;
    return encodeURIComponent(w.ids[name] ?? 'x');
  });
  const query: string[] = [];
  for (const p of op.parameters ?? []) if (p.in === 'query' && p.name === 'documentType') query.push('documentType=USER_UPLOADED_PAYSTUB');
  if (c.query) query.push(c.query);
  if (query.length) url += `?${query.join('&')}`;
  return url;
}

/** Enough of a case to send it again by hand. */
const described = (c: FuzzCase): string =>
  JSON.stringify({ headers: c.headers, badParam: c.badParam, query: c.query, contentType: c.contentType, payload: String(c.payload ?? '').slice(0, 120) });

/** Which of the write endpoints a test file fuzzes: every `parts`-th one, from the `part`-th (counting from 0). */
export interface Share { part: number; parts: number }

/** Sends the malformed requests to this file's share of the endpoints; answers what went wrong and how much was sent. */
async function fuzz(w: World, opts: { seed: number; perEndpoint: number; only?: RegExp; share: Share }) {
  const { t } = w;
  const doc = (await t.app.inject({ url: '/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
  const all = Object.entries(doc.paths).flatMap(([path, ops]) =>
    WRITE_METHODS.filter((m) => ops[m]).map((method) => ({ path, method, op: ops[method] as Operation })));
  const endpoints = all.filter((_, i) => i % opts.share.parts === opts.share.part);
  const rng = seeded(opts.seed);
  const failures: string[] = [];
  const sent = new Map<string, number>();
  let mark = await writeMark(t.db);
  let known: TableState[] = await tableStates(t.db);

  for (const { path, method, op } of endpoints) {
    const name = `${method.toUpperCase()} ${path}`;
    for (let i = 0; (sent.get(name) ?? 0) < opts.perEndpoint && i < opts.perEndpoint * 20; i++) {
      const screenId = path.includes('{screenId}') ? w.screenIds[i % w.screenIds.length] : undefined;
      const schema = screenId ? (t.app.content.index.screens[screenId]?.schema as Schema | undefined) : op.requestBody?.content?.['application/json']?.schema;
      const c = malformedCase(schema, baseBodyFor(path, schema), rng, i + rng.int(3));
      if (opts.only && !opts.only.test(c.kind)) continue;
      const headers: Record<string, string> = {
        ...callerFor(w, path, op, i),
        // a client address per request, so the per-address limits do not hide what lies behind them
        'x-forwarded-for': `198.51.${rng.int(256)}.${rng.int(256)}`,
        ...(c.contentType ? { 'content-type': c.contentType } : {}),
        ...c.headers,
      };
      const before = await writeMark(t.db);
      if (before !== mark) {
        known = await tableStates(t.db);
        mark = before;
      }
      let res;
      try {
        res = await t.app.inject({ method: method.toUpperCase() as 'POST', url: urlFor(w, path, op, c, rng, screenId), headers, payload: c.payload });
      } catch (error) {
        // the HTTP layer itself refuses some headers (a NUL in a value): nothing reached the server
        if (/header|Invalid character/i.test((error as Error).message)) continue;
        throw error;
      }
      sent.set(name, (sent.get(name) ?? 0) + 1);
      if (res.statusCode >= 500) failures.push(`${name} [${c.kind}] ${described(c)} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
      if (res.statusCode < 400) continue;
      const after = await writeMark(t.db);
      if (after === mark) continue;
      const states = await tableStates(t.db);
      const changed = changedTables(known, states, REFUSALS_MAY_WRITE);
      if (changed.length) failures.push(`${name} [${c.kind}] ${described(c)} -> ${res.statusCode} but changed ${changed.join(', ')}`);
      known = states;
      mark = after;
    }
  }
  const requests = [...sent.values()].reduce((a, b) => a + b, 0);
  const fewest = Math.min(...endpoints.map(({ path, method }) => sent.get(`${method.toUpperCase()} ${path}`) ?? 0));
  return { endpoints: all.length, fuzzed: endpoints.length, requests, fewest, failures };
}

/** This file's share of the endpoints fuzzed on PGlite, 210 requests each; on PostgreSQL too when `postgres`. */
export async function describeFuzz(share: Share, opts: { postgres?: boolean } = {}): Promise<void> {
  const of = `share ${share.part + 1} of ${share.parts}`;
  describe(`every write endpoint of the OpenAPI document, fuzzed (${of})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t?.close());

    it('answers malformed requests without a 5xx and stores nothing for a refused one', { timeout: 240_000 }, async () => {
      const result = await fuzz(await worldOn(t), { seed: 14 + share.part, perEndpoint: REQUESTS_PER_ENDPOINT, share });
      console.log(`fuzz (PGlite, ${of}): ${result.fuzzed} of ${result.endpoints} write endpoints, ${result.requests} requests (at least ${result.fewest} each), ${result.failures.length} failures`);
      expect(result.failures).toEqual([]);
      expect(result.endpoints).toBeGreaterThan(30);
      expect(result.fuzzed).toBeGreaterThanOrEqual(Math.floor(result.endpoints / share.parts));
      expect(result.fewest).toBeGreaterThanOrEqual(200);
    });
  });

  if (!opts.postgres) return;
  const onPostgres = await postgresAvailable('fuzzing the write endpoints on PostgreSQL');
  describe.runIf(onPostgres)('the same on PostgreSQL, whose text refuses NUL', () => {
    let t: TestApp;
    let db: Db;
    let scratch: Awaited<ReturnType<typeof scratchSchema>>;
    beforeAll(async () => {
      scratch = await scratchSchema('fuzz');
      db = await scratch.open();
      t = await createTestApp({}, db);
    });
    afterAll(async () => {
      await t?.close();
      await db?.close();
      await scratch?.drop();
    });

    it('text, parameters, headers and multipart: no 5xx, nothing stored', { timeout: 240_000 }, async () => {
      const result = await fuzz(await worldOn(t), { seed: 41, perEndpoint: 40, only: TEXT_KINDS, share: { part: 0, parts: 1 } });
      console.log(`fuzz (PostgreSQL): ${result.endpoints} write endpoints, ${result.requests} requests (at least ${result.fewest} each), ${result.failures.length} failures`);
      expect(result.failures).toEqual([]);
    });
  });
}
