import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTalkjsProviderFactory, talkjsProvider, type TalkjsProvider } from '../../src/server/chat/talkjs';
import type { FastifyRequest } from 'fastify';
import { contentSecurityPolicy } from '../../src/server/plugins/security-headers';
import { createTestApp, type TestApp } from '../helpers/app';

const opened: Parameters<TalkjsProvider['openThread']>[0][] = [];
const url = '/service-omni-proxy/insecure/api/v1/talkjs/init-web-chat';
const body = { friendlyName: 'Pat Doe', emailAddress: 'pat@example.com', chatMode: 'talkjs', welcomeMessage: 'Hello from Hearth' };

describe('TalkJS mode without its keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is refused with a message naming what to configure, and the availability says it is off', async () => {
    const res = await t.app.inject({ method: 'POST', url, headers: { 'x-org': 'HEARTH' }, payload: body });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/TALKJS_APP_ID/);
    const availability = await t.app.inject({ method: 'GET', url: '/service-omni-proxy/insecure/api/v1/availability', headers: { 'x-org': 'HEARTH' } });
    expect(availability.json()).toMatchObject({ talkjsAvailable: false });
  });

  it('is never opened as a twilio conversation instead', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/service-csp/external/api/v1/twilio/initWebChat', headers: { 'x-org': 'HEARTH' }, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/talkjs/);
  });
});

describe('TalkJS mode with its keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    process.env.TALKJS_APP_ID = 'tTestApp';
    process.env.TALKJS_SECRET_KEY = 'sk_test_talkjs_secret';
    // the vendor's REST API is replaced by a sandbox that records threads; tokens are signed as in production
    setTalkjsProviderFactory((config) => ({
      userToken: (userId, exp) => talkjsProvider(config).userToken(userId, exp),
      openThread: async (input) => {
        opened.push(input);
      },
    }));
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    setTalkjsProviderFactory(null);
    delete process.env.TALKJS_APP_ID;
    delete process.env.TALKJS_SECRET_KEY;
  });

  it('opens the visitor and thread at TalkJS and answers customerId, threadId and a user token signed with the secret', async () => {
    const res = await t.app.inject({ method: 'POST', url, headers: { 'x-org': 'HEARTH_NY' }, payload: body });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as { customerId: string; threadId: string; appId: string; customerToken: string; skill: string; token: string };
    expect(answer).toMatchObject({ appId: 'tTestApp', skill: 'FHEL' });
    expect(opened.at(-1)).toMatchObject({ threadId: answer.threadId, userId: answer.customerId, userName: 'Pat Doe', email: 'pat@example.com', skill: 'FHEL', welcome: 'Hello from Hearth' });
    const [h, p, s] = answer.customerToken.split('.') as [string, string, string];
    expect(createHmac('sha256', 'sk_test_talkjs_secret').update(`${h}.${p}`).digest('base64url')).toBe(s);
    expect(JSON.parse(Buffer.from(p, 'base64url').toString())).toMatchObject({ tokenType: 'user', iss: 'tTestApp', sub: answer.customerId });
    // the conversation is ours too: the chat token reads it
    const conversation = await t.app.inject({ method: 'GET', url: `/service-omni-proxy/insecure/api/v1/conversations/${answer.threadId}`, headers: { 'x-chat-token': answer.token } });
    expect(conversation.statusCode).toBe(200);
  });

  it('lets the page load the SDK and its chatbox, and says the mode is available', async () => {
    const availability = await t.app.inject({ method: 'GET', url: '/service-omni-proxy/insecure/api/v1/availability', headers: { 'x-org': 'HEARTH' } });
    expect(availability.json()).toMatchObject({ talkjsAvailable: true });
    const request = { protocol: 'https', host: 'heloc.hearth-lending.example', org: () => t.app.content.org('HEARTH') } as unknown as FastifyRequest;
    const csp = contentSecurityPolicy(request).split('; ');
    expect(csp).toContain("script-src 'self' https://cdn.talkjs.com");
    expect(csp).toContain('frame-src https://app.talkjs.com');
    expect(csp.find((d) => d.startsWith('connect-src'))).toContain('wss://*.talkjs.com');
    // without the keys the page reaches no TalkJS host
    expect(contentSecurityPolicy(request, false)).not.toContain("script-src 'self' https://cdn.talkjs.com");
  });
});
