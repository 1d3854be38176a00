import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket } from './chat-socket-helper';
import { issueToken } from '../../src/server/core/auth';
import { createUser } from '../../src/server/identity/users';
import { createTestApp, type TestApp } from '../helpers/app';
import { registerApplicant } from './application-helpers';

let t: TestApp;
const HOST = { host: 'heloc.hearth-lending.example' };
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)]);

let agentJwt: string;
let otherAgentJwt: string;
let applicantJwt: string;

beforeAll(async () => {
  t = await createTestApp();
  const agent = await createUser(t.db, { email: 'riley.agent@hearth-lending.example', password: 'Agent-password-1', role: 'AGENT', orgCode: 'HEARTH', profile: { name: { firstName: 'Riley', lastName: 'Moss' } } });
  const other = await createUser(t.db, { email: 'sam.agent@hearth-lending.example', password: 'Agent-password-1', role: 'AGENT', orgCode: 'HEARTH' });
  const applicant = await createUser(t.db, { email: 'pat@example.com', password: 'Applicant-password-1', role: 'APPLICANT', orgCode: 'HEARTH' });
  agentJwt = issueToken(t.app.jwtSecret, { id: agent.id, role: 'AGENT', org: 'HEARTH' });
  otherAgentJwt = issueToken(t.app.jwtSecret, { id: other.id, role: 'AGENT', org: 'HEARTH' });
  applicantJwt = issueToken(t.app.jwtSecret, { id: applicant.id, role: 'APPLICANT', org: 'HEARTH' });
});
afterAll(async () => t.close());

const start = async (body: Record<string, unknown> = {}) => t.app.inject({
  method: 'POST', url: '/service-csp/external/api/v1/twilio/initWebChat', headers: HOST,
  payload: { friendlyName: 'Pat Doe', emailAddress: 'pat@example.com', chatMode: 'twilio', ...body },
});

function multipart(filename: string, data: Buffer) {
  const boundary = '----chattest';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('starting a live chat', () => {
  it('refuses a missing or too long name with the form messages', async () => {
    const missing = await start({ friendlyName: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({ path: '/friendlyName', message: 'Required' });
    const long = await start({ friendlyName: 'x'.repeat(129), emailAddress: `${'a'.repeat(120)}@example.com` });
    expect(long.json().errors).toEqual(expect.arrayContaining([
      { path: '/friendlyName', message: 'Cannot be more than 128 characters' },
      { path: '/emailAddress', message: 'Cannot be more than 128 characters' },
    ]));
  });

  it('sends the skill of the organisation and of crypto visitors', async () => {
    expect((await start()).json().skill).toBe('FHEL');
    expect((await start({ tag: 'cloc' })).json().skill).toBe('CLOC_HELOC');
    const evergreen = await t.app.inject({
      method: 'POST', url: '/service-csp/external/api/v1/twilio/initWebChat', headers: { 'x-org': 'EVERGREEN_CU' },
      payload: { friendlyName: 'Pat' },
    });
    expect(evergreen.json().skill).toBe('White Label');
  });
});

describe('a conversation between a visitor and an agent', () => {
  it('goes from the queue to an agent, carries messages and files both ways, and ends', async () => {
    const session = (await start()).json() as { omniProxyChannelId: string; token: string };
    const id = session.omniProxyChannelId;
    const visitor = { ...HOST, 'x-chat-token': session.token };
    const agent = { authorization: `Bearer ${agentJwt}` };

    const queue = await t.app.inject({ method: 'GET', url: '/service-omni-proxy/agent/api/v1/conversations', headers: agent });
    expect(queue.json().conversations.map((c: { id: string }) => c.id)).toContain(id);

    // Before joining, the agent cannot read it.
    expect((await t.app.inject({ method: 'GET', url: `/service-omni-proxy/insecure/api/v1/conversations/${id}/messages`, headers: agent })).statusCode).toBe(404);

    const hello = await t.app.inject({ method: 'POST', url: `/service-omni-proxy/insecure/api/v1/conversations/${id}/messages`, headers: visitor, payload: { body: '<img src=x onerror=alert(1)> Hello' } });
    expect(hello.statusCode).toBe(200);

    const joined = await t.app.inject({ method: 'POST', url: `/service-omni-proxy/agent/api/v1/conversations/${id}/join`, headers: agent });
    expect(joined.json()).toMatchObject({ state: 'ACTIVE', agentName: 'Riley M.' });
    const second = await t.app.inject({ method: 'POST', url: `/service-omni-proxy/agent/api/v1/conversations/${id}/join`, headers: { authorization: `Bearer ${otherAgentJwt}` } });
    expect(second.statusCode).toBe(409);

    const upload = multipart('statement.png', PNG);
    const media = await t.app.inject({ method: 'POST', url: `/service-omni-proxy/insecure/api/v1/conversations/${id}/media`, headers: { ...agent, ...upload.headers }, payload: upload.payload });
    expect(media.statusCode).toBe(200);
    const reply = await t.app.inject({ method: 'POST', url: `/service-omni-proxy/insecure/api/v1/conversations/${id}/messages`, headers: agent, payload: { body: 'Here is the form', mediaIds: [media.json().id] } });
    expect(reply.json()).toMatchObject({ author: 'Riley M.', authorType: 'AGENT', media: [{ filename: 'statement.png', size: PNG.length, contentType: 'image/png' }] });

    const history = await t.app.inject({ method: 'GET', url: `/service-omni-proxy/insecure/api/v1/conversations/${id}/messages`, headers: visitor });
    const bodies = history.json().messages.map((m: { body: string }) => m.body);
    expect(bodies).toEqual(['<img src=x onerror=alert(1)> Hello', 'Riley M. joined the chat', 'Here is the form']);
    const download = await t.app.inject({ method: 'GET', url: `/service-omni-proxy/insecure/api/v1/conversations/${id}/media/${media.json().id}`, headers: visitor });
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers['content-disposition']).toContain('attachment');

    // Another agent and another visitor see nothing.
    expect((await t.app.inject({ method: 'GET', url: `/service-omni-proxy/insecure/api/v1/conversations/${id}/messages`, headers: { authorization: `Bearer ${otherAgentJwt}` } })).statusCode).toBe(404);
    const stranger = (await start()).json() as { token: string };
    expect((await t.app.inject({ method: 'GET', url: `/service-omni-proxy/insecure/api/v1/conversations/${id}/messages`, headers: { 'x-chat-token': stranger.token } })).statusCode).toBe(404);

    const info = await t.app.inject({ method: 'POST', url: '/service-csp/external/api/v1/twilio/web-chat-info', headers: visitor, payload: { omniProxyChannelId: id } });
    expect(info.json().contactId).toMatch(/^[0-9a-f-]{36}$/);

    const ended = await t.app.inject({ method: 'POST', url: `/service-omni-proxy/agent/api/v1/conversations/${id}/end`, headers: agent });
    expect(ended.json().state).toBe('CLOSED');
    const late = await t.app.inject({ method: 'POST', url: `/service-omni-proxy/insecure/api/v1/conversations/${id}/messages`, headers: visitor, payload: { body: 'still there?' } });
    expect(late.statusCode).toBe(400);
    const refresh = await t.app.inject({ method: 'POST', url: '/service-csp/external/api/v1/twilio/refreshToken', payload: { token: session.token } });
    expect(refresh.statusCode).toBe(401);
  });

  it('checks attachments by content, not by name', async () => {
    const { omniProxyChannelId: id, token } = (await start()).json() as { omniProxyChannelId: string; token: string };
    const renamed = multipart('invoice.png', EXE);
    const refused = await t.app.inject({ method: 'POST', url: `/service-omni-proxy/insecure/api/v1/conversations/${id}/media`, headers: { 'x-chat-token': token, ...renamed.headers }, payload: renamed.payload });
    expect(refused.statusCode).toBe(400);
    const huge = multipart('big.txt', Buffer.alloc(10 * 1024 * 1024 + 1, 0x61));
    const tooBig = await t.app.inject({ method: 'POST', url: `/service-omni-proxy/insecure/api/v1/conversations/${id}/media`, headers: { 'x-chat-token': token, ...huge.headers }, payload: huge.payload });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toMatch(/10 MB/);
    const text = multipart('notes.exe', Buffer.from('Loan question\nline two'));
    const accepted = await t.app.inject({ method: 'POST', url: `/service-omni-proxy/insecure/api/v1/conversations/${id}/media`, headers: { 'x-chat-token': token, ...text.headers }, payload: text.payload });
    expect(accepted.json().filename).toBe('notes.txt');
    // markup is no text file, whatever it is called: a page or an image with scripts in it
    for (const [name, markup] of [
      ['page.txt', '<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'],
      ['logo.txt', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'],
      ['notes.txt', '\uFEFF  <?xml version="1.0"?><svg/>'],
      ['notes.txt', 'Hello agent,\n<script>alert(1)</script>'],
    ]) {
      const body = multipart(name as string, Buffer.from(markup as string));
      const res = await t.app.inject({ method: 'POST', url: `/service-omni-proxy/insecure/api/v1/conversations/${id}/media`, headers: { 'x-chat-token': token, ...body.headers }, payload: body.payload });
      expect(res.statusCode, markup).toBe(400);
      expect(res.json().message).toBe('Attach a .jpg, .png, .amr, .mp3, .mp4, .pdf or .txt file');
    }
    // an attachment is downloaded under a name of its own; the visitor's name for it is only shown
    const download = await t.app.inject({ url: `/service-omni-proxy/insecure/api/v1/conversations/${id}/media/${accepted.json().id as string}`, headers: { 'x-chat-token': token } });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="chat-attachment-[0-9a-f]{8}\.txt"/);
  });

  it('refreshes a live token and refuses a forged one', async () => {
    const { token } = (await start()).json() as { token: string };
    const ok = await t.app.inject({ method: 'POST', url: '/service-csp/external/api/v1/twilio/refreshToken', payload: { token } });
    expect(ok.json().token).toEqual(expect.any(String));
    const forged = await t.app.inject({ method: 'POST', url: '/service-csp/external/api/v1/twilio/refreshToken', payload: { token: applicantJwt } });
    expect(forged.statusCode).toBe(401);
  });

  it('leaves conversations abandoned for more than 6 hours out of the queue', async () => {
    const { omniProxyChannelId: id } = (await start({ friendlyName: 'Gone Visitor' })).json() as { omniProxyChannelId: string };
    const ids = async () => ((await t.app.inject({ method: 'GET', url: '/service-omni-proxy/agent/api/v1/conversations', headers: { authorization: `Bearer ${agentJwt}` } })).json().conversations as { id: string }[]).map((c) => c.id);
    expect(await ids()).toContain(id);
    await t.db.query("update chat_conversation set created_at = now() - interval '7 hours' where id = $1", [id]);
    expect(await ids()).not.toContain(id);
  });

  it("shows the agent a signed-in visitor's application in the agent's view only, and only to its own lender's agents", async () => {
    const who = await registerApplicant(t.app, { lastName: 'Asking' });
    const res = await t.app.inject({
      method: 'POST', url: '/service-csp/external/api/v1/twilio/initWebChat', headers: { ...HOST, ...who.auth },
      payload: { friendlyName: 'Avery Asking', chatMode: 'twilio', applicationUuid: who.uuid },
    });
    expect(res.statusCode).toBe(200);
    const queue = async (jwt: string) => (await t.app.inject({ url: '/service-omni-proxy/agent/api/v1/conversations', headers: { authorization: `Bearer ${jwt}` } })).json().conversations as { friendlyName: string; application?: Record<string, unknown> }[];
    const entry = (await queue(agentJwt)).find((c) => c.friendlyName === 'Avery Asking');
    expect(entry?.application).toEqual({
      uuid: who.uuid, loanNumber: expect.any(String), orgCode: 'HEARTH', state: 'profile', status: 'IN_PROGRESS',
      borrower: { name: { firstName: 'Avery', lastName: 'Asking' } }, contentVersion: 'base', isCrypto: false, language: 'en',
    });
    const harborAgent = await createUser(t.db, { email: 'queue.agent@harborstone-bank.example', password: 'Agent-password-1', role: 'AGENT', orgCode: 'HARBORSTONE_BANK' });
    const harbor = await queue(issueToken(t.app.jwtSecret, { id: harborAgent.id, role: 'AGENT', org: 'HARBORSTONE_BANK' }));
    expect(harbor.find((c) => c.friendlyName === 'Avery Asking')).toBeUndefined();
  });

  it('keeps the agent console to agents', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/service-omni-proxy/agent/api/v1/conversations', headers: { authorization: `Bearer ${applicantJwt}` } });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/service-omni-proxy/agent/api/v1/conversations' })).statusCode).toBe(401);
  });

  it('opens no agent socket with a session token that was signed out, or renewed from one that was', async () => {
    const user = await createUser(t.db, { email: 'signed.out.agent@hearth-lending.example', password: 'Agent-password-1', role: 'AGENT', orgCode: 'HEARTH' });
    const jwt = issueToken(t.app.jwtSecret, { id: user.id, role: 'AGENT', org: 'HEARTH' });
    // the same sign-in's renewed token signs out
    const renewed = issueToken(t.app.jwtSecret, { id: user.id, role: 'AGENT', org: 'HEARTH' }, { fam: JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString()).fam });
    const out = await t.app.inject({ method: 'POST', url: '/identity-broker/agent/secure/api/v3/logout', headers: { authorization: `Bearer ${renewed}` } });
    expect(out.statusCode).toBe(200);
    const ws = await openSocket(t);
    const events: Record<string, unknown>[] = [];
    ws.on('message', (d) => events.push(JSON.parse(String(d)) as Record<string, unknown>));
    ws.send(JSON.stringify({ type: 'auth', jwt }));
    ws.send(JSON.stringify({ type: 'subscribe-queue' }));
    await expect.poll(() => events.length).toBeGreaterThanOrEqual(2);
    expect(events[0]).toMatchObject({ type: 'error', code: 'invalid-token' });
    expect(events.some((e) => e.type === 'subscribed')).toBe(false);
    ws.terminate();
  });

  it('issues and refreshes a borrower-authentication nonce that names the identity', async () => {
    const auth = { authorization: `Bearer ${applicantJwt}` };
    const first = await t.app.inject({ method: 'POST', url: '/service-csp/customer/secure/api/v1/webchat/authenticate', headers: auth });
    const { nonce } = first.json() as { nonce: string };
    const next = await t.app.inject({ method: 'PUT', url: `/service-csp/customer/secure/api/v1/webchat/refresh?nonce=${encodeURIComponent(nonce)}`, headers: auth });
    expect(next.json().nonce).toEqual(expect.any(String));
    const wrongUser = await t.app.inject({ method: 'PUT', url: `/service-csp/customer/secure/api/v1/webchat/refresh?nonce=${encodeURIComponent(nonce)}`, headers: { authorization: `Bearer ${agentJwt}` } });
    expect(wrongUser.statusCode).toBe(401);
  });

  it('tells the widget whether an agent is at the console', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/service-omni-proxy/insecure/api/v1/availability', headers: { 'x-org': 'HARBORSTONE_BANK' } });
    expect(before.json().agentActive).toBe(false);
    const ws = await openSocket(t);
    const events: Record<string, unknown>[] = [];
    ws.on('message', (d) => events.push(JSON.parse(String(d)) as Record<string, unknown>));
    const harborAgent = await createUser(t.db, { email: 'h.agent@harborstone-bank.example', password: 'Agent-password-1', role: 'AGENT', orgCode: 'HARBORSTONE_BANK' });
    ws.send(JSON.stringify({ type: 'auth', jwt: issueToken(t.app.jwtSecret, { id: harborAgent.id, role: 'AGENT', org: 'HARBORSTONE_BANK' }) }));
    ws.send(JSON.stringify({ type: 'subscribe-queue' }));
    await expect.poll(() => events.some((e) => e.type === 'subscribed')).toBe(true);
    const after = await t.app.inject({ method: 'GET', url: '/service-omni-proxy/insecure/api/v1/availability', headers: { 'x-org': 'HARBORSTONE_BANK' } });
    expect(after.json().agentActive).toBe(true);
    ws.terminate();
  });
});

describe('sandbox chat hours', () => {
  const status = async (org: string) => (await t.app.inject({ method: 'GET', url: '/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus', headers: { 'x-org': org } })).json() as { open: boolean };
  const availability = async (org: string) => (await t.app.inject({ method: 'GET', url: '/service-omni-proxy/insecure/api/v1/availability', headers: { 'x-org': org } })).json() as { open: boolean };
  const override = (org: string, open: boolean | null) => t.app.inject({ method: 'PUT', url: '/service-omni-proxy/sandbox/api/v1/chat-hours', headers: { 'x-org': org }, payload: { open } });

  it("puts one org's chat team out of hours without moving the shared clock, then back", async () => {
    const natural = (await status('EVERGREEN_CU')).open;
    const harbor = (await status('HARBORSTONE_BANK')).open;
    const before = t.clock.offset;
    expect((await override('EVERGREEN_CU', false)).json()).toEqual({ orgCode: 'EVERGREEN_CU', open: false });
    expect((await status('EVERGREEN_CU')).open).toBe(false);
    expect((await availability('EVERGREEN_CU')).open).toBe(false);
    const bot = await t.app.inject({
      method: 'POST', url: '/service-chat-chatbot/external/api/v1/message/chatWithAutobot', headers: { 'x-org': 'EVERGREEN_CU' },
      payload: { message: 'Can I talk to a person?', senderType: 'APPLICANT', senderId: 'Sam' },
    });
    expect(bot.json()).toMatchObject({ handoff: false, responseStr: expect.stringMatching(/away right now/) });

    await override('EVERGREEN_CU', true);
    expect((await status('EVERGREEN_CU')).open).toBe(true);
    // Only that org is forced.
    expect((await status('HARBORSTONE_BANK')).open).toBe(harbor);
    await override('EVERGREEN_CU', null);
    expect((await status('EVERGREEN_CU')).open).toBe(natural);
    expect(t.clock.offset).toBe(before);
  });

  it('refuses a body without open, and is absent in production', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/service-omni-proxy/sandbox/api/v1/chat-hours', headers: { 'x-org': 'HEARTH' }, payload: {} })).statusCode).toBe(400);
    const prod = await createTestApp({ production: true });
    try {
      const r = await prod.app.inject({ method: 'PUT', url: '/service-omni-proxy/sandbox/api/v1/chat-hours', headers: { host: 'heloc.hearth-lending.example' }, payload: { open: false } });
      expect(r.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
