import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../src/server/core/auth';
import type { Db } from '../../src/server/db';
import { openPostgres } from '../../src/server/db/postgres';
import { createUser } from '../../src/server/identity/users';
import { createTestApp, type TestApp } from '../helpers/app';
import { openSocket } from './chat-socket-helper';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function reachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const pgUp = await reachable();
if (!pgUp) console.warn(`PostgreSQL at ${PG_URL} is not reachable: the two-instance chat relay test is skipped`);

describe.runIf(pgUp)('chat across two server instances on one PostgreSQL', () => {
  const schema = `chat_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  let admin: pg.Client;
  let dbs: Db[] = [];
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    dbs = [await openPostgres(PG_URL, { searchPath: schema }), await openPostgres(PG_URL, { searchPath: schema })];
    a = await createTestApp({}, dbs[0]);
    b = await createTestApp({}, dbs[1]);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await Promise.all(dbs.map((d) => d.close()));
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  });

  it('relays an agent reply written on one instance to the visitor connected to the other', async () => {
    const agent = await createUser(a.db, { email: 'relay.agent@hearth-lending.example', password: 'Agent-password-1', role: 'AGENT', orgCode: 'HEARTH' });
    const agentJwt = issueToken(a.app.jwtSecret, { id: agent.id, role: 'AGENT', org: 'HEARTH' });

    // The agent's console is connected to instance B and learns of the new conversation started on A.
    const console = await openSocket(b);
    const consoleEvents: Record<string, unknown>[] = [];
    console.on('message', (d) => consoleEvents.push(JSON.parse(String(d)) as Record<string, unknown>));
    console.send(JSON.stringify({ type: 'auth', jwt: agentJwt }));
    console.send(JSON.stringify({ type: 'subscribe-queue' }));
    await expect.poll(() => consoleEvents.some((e) => e.type === 'subscribed')).toBe(true);

    const started = await a.app.inject({
      method: 'POST', url: '/service-csp/external/api/v1/twilio/initWebChat', headers: { 'x-org': 'HEARTH' },
      payload: { friendlyName: 'Pat Doe', chatMode: 'twilio' },
    });
    const { omniProxyChannelId: id, token } = started.json() as { omniProxyChannelId: string; token: string };
    await expect.poll(() => consoleEvents.some((e) => e.type === 'queue' && e.conversationId === id)).toBe(true);

    // The visitor's socket is on B; the agent joins and replies through A.
    const visitor = await openSocket(b);
    const visitorEvents: Record<string, unknown>[] = [];
    visitor.on('message', (d) => visitorEvents.push(JSON.parse(String(d)) as Record<string, unknown>));
    visitor.send(JSON.stringify({ type: 'auth', token }));
    visitor.send(JSON.stringify({ type: 'subscribe', channelId: id }));
    await expect.poll(() => visitorEvents.some((e) => e.type === 'subscribed')).toBe(true);

    const headers = { authorization: `Bearer ${agentJwt}` };
    expect((await a.app.inject({ method: 'POST', url: `/service-omni-proxy/agent/api/v1/conversations/${id}/join`, headers })).statusCode).toBe(200);
    await a.app.inject({ method: 'POST', url: `/service-omni-proxy/insecure/api/v1/conversations/${id}/messages`, headers, payload: { body: 'Hi Pat, how can I help?' } });

    await expect.poll(() => visitorEvents.find((e) => e.type === 'message' && (e.message as { body: string }).body === 'Hi Pat, how can I help?')).toBeTruthy();
    await expect.poll(() => visitorEvents.some((e) => e.type === 'conversation' && (e.conversation as { state: string }).state === 'ACTIVE')).toBe(true);
    console.terminate();
    visitor.terminate();
  });
});
