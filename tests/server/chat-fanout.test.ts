import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../src/server/core/auth';
import type { Db } from '../../src/server/db';
import { createUser } from '../../src/server/identity/users';
import { createTestApp, type TestApp } from '../helpers/app';
import { postgresAvailable, scratchSchema } from '../helpers/postgres';
import { openSocket } from './chat-socket-helper';

const pgUp = await postgresAvailable('the two-instance chat relay test');

describe.runIf(pgUp)('chat across two server instances on one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof scratchSchema>>;
  let dbs: Db[] = [];
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    scratch = await scratchSchema('chat');
    dbs = [await scratch.open(), await scratch.open()];
    a = await createTestApp({}, dbs[0]);
    b = await createTestApp({}, dbs[1]);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await Promise.all(dbs.map((d) => d.close()));
    await scratch.drop();
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
