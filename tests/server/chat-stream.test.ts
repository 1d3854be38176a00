import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStreamProviderFactory, streamProvider, type StreamProvider } from '../../src/server/chat/stream';
import { createTestApp, type TestApp } from '../helpers/app';

const opened: Parameters<StreamProvider['openChannel']>[0][] = [];
let t: TestApp;
const url = '/service-omni-proxy/insecure/api/v1/stream/init-web-chat';

beforeAll(async () => {
  process.env.STREAM_API_KEY = 'stream-test-key';
  process.env.STREAM_API_SECRET = 'stream-test-secret';
  // The vendor's service is replaced by a sandbox that records channels and signs tokens like the SDK.
  setStreamProviderFactory((config) => ({
    createUserToken: (userId, exp) => streamProvider(config).createUserToken(userId, exp),
    openChannel: async (input) => {
      opened.push(input);
    },
  }));
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  setStreamProviderFactory(null);
  delete process.env.STREAM_API_KEY;
  delete process.env.STREAM_API_SECRET;
});

describe('Stream mode', () => {
  it('opens a channel and mints a user token signed with the configured secret', async () => {
    const res = await t.app.inject({ method: 'POST', url, headers: { 'x-org': 'HEARTH' }, payload: { friendlyName: 'Pat Doe', chatMode: 'stream', agentId: 'test-agent-2' } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { providerUserToken: string; providerUserId: string; providerChannelId: string; skill: string; apiKey: string; targetWorkerSid: string };
    expect(body).toMatchObject({ skill: 'FHEL', apiKey: 'stream-test-key', targetWorkerSid: 'test-agent-2' });
    expect(opened.at(-1)).toMatchObject({ channelId: body.providerChannelId, userId: body.providerUserId, userName: 'Pat Doe', agentId: 'test-agent-2' });
    const [h, p, s] = body.providerUserToken.split('.') as [string, string, string];
    expect(createHmac('sha256', 'stream-test-secret').update(`${h}.${p}`).digest('base64url')).toBe(s);
    expect(JSON.parse(Buffer.from(p, 'base64url').toString()).user_id).toBe(body.providerUserId);
  });

  it('refuses an agent outside the test list', async () => {
    const res = await t.app.inject({ method: 'POST', url, headers: { 'x-org': 'HEARTH' }, payload: { friendlyName: 'Pat', agentId: 'someone-else' } });
    expect(res.statusCode).toBe(400);
  });

  it('lists every chat route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, unknown> };
    for (const path of [
      '/service-csp/external/api/v1/twilio/initWebChat', '/service-csp/external/api/v1/twilio/refreshToken',
      '/service-csp/external/api/v1/twilio/web-chat-info', '/service-csp/customer/secure/api/v1/webchat/authenticate',
      '/service-csp/customer/secure/api/v1/webchat/refresh', '/service-omni-proxy/insecure/api/v1/stream/init-web-chat',
      '/service-chat-chatbot/external/api/v1/message/chatWithAutobot', '/service-chat-chatbot/external/api/v1/message/getChatHistory/{conversationId}',
      '/service-chat-chatbot/external/api/v1/message/setChatReplyUsedWithFeedback', '/service-omni-proxy/agent/api/v1/conversations',
    ]) expect(doc.paths, path).toHaveProperty([path]);
  });
});
