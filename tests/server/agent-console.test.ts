import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../src/server/core/auth';
import { markAgentPresent } from '../../src/server/chat/repo';
import { createUser } from '../../src/server/identity/users';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
const HOST = { host: 'heloc.hearth-lending.example' };
const AGENT = '/service-omni-proxy/agent/api/v1';
type Auth = Record<string, string>;
let riley: { id: string; auth: Auth };
let sam: { id: string; auth: Auth };
let harbor: { id: string; auth: Auth };

async function agent(email: string, org: string, first?: string, last?: string) {
  const user = await createUser(t.db, { email, password: 'Agent-password-1', role: 'AGENT', orgCode: org, ...(first ? { profile: { name: { firstName: first, lastName: last } } } : {}) });
  return { id: user.id, auth: { authorization: `Bearer ${issueToken(t.app.jwtSecret, { id: user.id, role: 'AGENT', org })}` } };
}

beforeAll(async () => {
  t = await createTestApp();
  riley = await agent('riley.tools@hearth-lending.example', 'HEARTH', 'Riley', 'Moss');
  sam = await agent('sam.tools@hearth-lending.example', 'HEARTH', 'Sam', 'Ortiz');
  harbor = await agent('h.tools@harborstone-bank.example', 'HARBORSTONE_BANK');
});
afterAll(async () => t.close());

const start = async (body: Record<string, unknown> = {}) => (await t.app.inject({
  method: 'POST', url: '/service-csp/external/api/v1/twilio/initWebChat', headers: HOST,
  payload: { friendlyName: 'Pat Doe', emailAddress: 'pat.tools@example.com', chatMode: 'twilio', pageUrl: 'https://heloc.hearth-lending.example/account/heloc/x/liens', ...body },
})).json() as { omniProxyChannelId: string; token: string };
const availability = async () => (await t.app.inject({ url: '/service-omni-proxy/insecure/api/v1/availability', headers: HOST })).json().agentActive as boolean;

describe('the agent console tools', () => {
  it('shows the page the visitor is on and whether they are signed in', async () => {
    const { omniProxyChannelId: id } = await start();
    const queue = (await t.app.inject({ url: `${AGENT}/conversations`, headers: riley.auth })).json().conversations as { id: string; signedIn: boolean; pageUrl: string }[];
    expect(queue.find((c) => c.id === id)).toMatchObject({ signedIn: false, pageUrl: 'https://heloc.hearth-lending.example/account/heloc/x/liens' });
  });

  it('the away switch takes the agent out of routing and survives a reconnection', async () => {
    await markAgentPresent(t.db, riley.id, 'HEARTH');
    expect(await availability()).toBe(true);
    const off = await t.app.inject({ method: 'PUT', url: `${AGENT}/presence`, headers: riley.auth, payload: { away: true } });
    expect(off.json()).toEqual({ away: true });
    expect(await availability()).toBe(false);
    await markAgentPresent(t.db, riley.id, 'HEARTH');
    expect(await availability()).toBe(false);
    expect((await t.app.inject({ url: `${AGENT}/presence`, headers: riley.auth })).json()).toEqual({ away: true });
    await t.app.inject({ method: 'PUT', url: `${AGENT}/presence`, headers: riley.auth, payload: { away: false } });
    expect(await availability()).toBe(true);
    expect((await t.app.inject({ method: 'PUT', url: `${AGENT}/presence`, headers: riley.auth, payload: { away: 'yes' } })).statusCode).toBe(400);
  });

  it('transfers a chat to another agent of the lender at the console; the visitor is told and the second agent continues', async () => {
    const { omniProxyChannelId: id, token } = await start();
    expect((await t.app.inject({ method: 'POST', url: `${AGENT}/conversations/${id}/join`, headers: riley.auth })).statusCode).toBe(200);
    // only agents at the console are offered, never oneself
    await markAgentPresent(t.db, riley.id, 'HEARTH');
    const before = (await t.app.inject({ url: `${AGENT}/agents`, headers: riley.auth })).json().agents as { id: string }[];
    expect(before.map((a) => a.id)).not.toContain(riley.id);
    expect((await t.app.inject({ method: 'POST', url: `${AGENT}/conversations/${id}/transfer`, headers: riley.auth, payload: { agentId: sam.id } })).statusCode).toBe(409);
    await markAgentPresent(t.db, sam.id, 'HEARTH');
    expect((await t.app.inject({ url: `${AGENT}/agents`, headers: riley.auth })).json().agents).toContainEqual({ id: sam.id, name: 'Sam O.', away: false });
    // another lender's agent, or someone who is not the chat's agent, cannot move it
    expect((await t.app.inject({ method: 'POST', url: `${AGENT}/conversations/${id}/transfer`, headers: harbor.auth, payload: { agentId: sam.id } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `${AGENT}/conversations/${id}/transfer`, headers: sam.auth, payload: { agentId: riley.id } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `${AGENT}/conversations/${id}/transfer`, headers: riley.auth, payload: { agentId: harbor.id } })).statusCode).toBe(404);

    const moved = await t.app.inject({ method: 'POST', url: `${AGENT}/conversations/${id}/transfer`, headers: riley.auth, payload: { agentId: sam.id } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ state: 'ACTIVE', agentName: 'Sam O.' });
    const messages = `/service-omni-proxy/insecure/api/v1/conversations/${id}/messages`;
    const seen = (await t.app.inject({ url: messages, headers: { ...HOST, 'x-chat-token': token } })).json().messages as { body: string }[];
    expect(seen.map((m) => m.body)).toContain('Riley M. transferred the chat to Sam O.');
    // the second agent continues it; the first no longer can
    expect((await t.app.inject({ method: 'POST', url: messages, headers: sam.auth, payload: { body: 'Sam here, I can help.' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: messages, headers: riley.auth, payload: { body: 'still me?' } })).statusCode).toBe(404);
    expect(((await t.app.inject({ url: `${AGENT}/conversations`, headers: sam.auth })).json().conversations as { id: string }[]).map((c) => c.id)).toContain(id);
  });

  it('keeps internal notes the visitor never sees, validated with the note form', async () => {
    const { omniProxyChannelId: id, token } = await start();
    const url = `${AGENT}/conversations/${id}/notes`;
    expect((await t.app.inject({ method: 'POST', url, headers: riley.auth, payload: { body: '' } })).json().errors[0]).toEqual({ path: '/body', message: 'Write the note first' });
    const added = await t.app.inject({ method: 'POST', url, headers: riley.auth, payload: { body: 'Asked about rates; prime persona' } });
    expect(added.statusCode).toBe(201);
    expect((await t.app.inject({ url, headers: sam.auth })).json().notes).toEqual([expect.objectContaining({ author: 'Riley M.', body: 'Asked about rates; prime persona' })]);
    expect((await t.app.inject({ url, headers: harbor.auth })).statusCode).toBe(404);
    const visitor = await t.app.inject({ url: `/service-omni-proxy/insecure/api/v1/conversations/${id}/messages`, headers: { ...HOST, 'x-chat-token': token } });
    expect(visitor.body).not.toContain('prime persona');
  });

  it("lists the same visitor's past chats with their messages, by e-mail when not signed in", async () => {
    const first = await start({ emailAddress: 'Repeat.Visitor@example.com' });
    await t.app.inject({ method: 'POST', url: `/service-omni-proxy/insecure/api/v1/conversations/${first.omniProxyChannelId}/messages`, headers: { ...HOST, 'x-chat-token': first.token }, payload: { body: 'My first question' } });
    await start({ emailAddress: 'someone.else@example.com' });
    const second = await start({ emailAddress: 'repeat.visitor@example.com' });
    const past = (await t.app.inject({ url: `${AGENT}/conversations/${second.omniProxyChannelId}/past`, headers: riley.auth })).json().conversations as { id: string; messages: { body: string }[] }[];
    expect(past.map((c) => c.id)).toEqual([first.omniProxyChannelId]);
    expect(past[0]?.messages.map((m) => m.body)).toContain('My first question');
    expect((await t.app.inject({ url: `${AGENT}/conversations/${second.omniProxyChannelId}/past`, headers: harbor.auth })).statusCode).toBe(404);
  });
});
