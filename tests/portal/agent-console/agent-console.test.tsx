// @vitest-environment jsdom
import '../../helpers/whole-content';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFetch } from '../../../src/api/client';
import type { PrivateLabel } from '../../../src/api/org';
import { buildContent } from '../../../src/engine/content';
import { OrgContext } from '../../../src/portal/org-context';
import AgentConsolePage from '../../../src/portal/pages/agent-console/agent-console';
import { readContentFiles } from '../../../src/server/content/load';
import { validatorModules } from '../../../src/generated/validators';
import { RendererContentContext } from '../../../src/renderer/content-context';

const { index } = buildContent(readContentFiles(process.cwd()).files);
const org = { ...index.orgs.HEARTH, chat: { allowedLinkDomains: [] } } as unknown as PrivateLabel;
const ID = '3f2a9c1e-8b7d-4e21-9a6f-0c1d2e3f4a5b';
const loadValidator = (id: string) => (validatorModules[id] as () => Promise<Record<string, unknown>>)();
const posted: { url: string; body: unknown }[] = [];

class FakeSocket {
  static OPEN = 1;
  static last: FakeSocket | undefined;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor() {
    FakeSocket.last = this;
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
    }, 0);
  }
  send() {}
  close() {
    this.readyState = 3;
  }
}

let messages: Record<string, unknown>[] = [];
/** The signed-in visitor's application in the agent's view (none: the queue does not name one). */
let application: Record<string, unknown> | undefined;
const queueReads: number[] = [];

beforeEach(() => {
  localStorage.setItem('jwt', 'agent-session');
  messages = [];
  application = undefined;
  queueReads.length = 0;
  vi.stubGlobal('WebSocket', FakeSocket);
  posted.length = 0;
  setFetch(async (input, init) => {
    const url = String(input);
    let body: unknown = {};
    if (init?.method === 'POST' || init?.method === 'PUT') posted.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url.endsWith('/agent/api/v1/conversations')) {
      queueReads.push(Date.now());
      body = { conversations: [{
        id: ID, state: 'ACTIVE', mode: 'twilio', skill: 'FHEL', friendlyName: 'Pat Doe', emailAddress: null, agentName: 'Riley M.',
        createdAt: new Date(Date.now() - 4 * 60_000).toISOString(), signedIn: true, pageUrl: 'https://heloc.hearth-lending.example/account/heloc/abc/liens',
        ...(application ? { application } : {}),
      }] };
    } else if (url.endsWith(`/conversations/${ID}/messages`) && init?.method === 'POST') {
      body = { id: 'm-2', conversationId: ID, author: 'Riley M.', authorType: 'AGENT', body: 'x', media: [], timestamp: new Date().toISOString() };
    } else if (url.endsWith(`/conversations/${ID}/messages`)) body = { messages };
    else if (url.endsWith('/agent/api/v1/agents')) body = { agents: [{ id: '6d1f3a52-0c35-4b7e-9f5e-5a0f1b7c9d21', name: 'Sam O.', away: false }] };
    else if (url.endsWith('/presence')) body = { away: false };
    else if (url.endsWith(`/conversations/${ID}/notes`)) body = init?.method === 'POST' ? { id: 'n-1', author: 'Riley M.', body: 'x', timestamp: new Date().toISOString() } : { notes: [{ id: 'n-0', author: 'Sam O.', body: 'Asked about rates', timestamp: new Date().toISOString() }] };
    else if (url.endsWith(`/conversations/${ID}/past`)) body = { conversations: [] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderConsole = () => render(
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <OrgContext.Provider value={org}>
      <RendererContentContext.Provider value={{ content: index, loadValidator }}><AgentConsolePage /></RendererContentContext.Provider>
    </OrgContext.Provider>
  </QueryClientProvider>,
);

describe('the agent console', () => {
  it('reads the queue and the open conversation again after its socket reconnects', async () => {
    renderConsole();
    fireEvent.click(await screen.findByRole('button', { name: /Pat Doe/ }));
    await screen.findByRole('heading', { name: 'Pat Doe' });
    await waitFor(() => expect(FakeSocket.last?.readyState).toBe(1));
    const reads = queueReads.length;
    messages = [{ id: 'm-1', conversationId: ID, author: 'Pat Doe', authorType: 'APPLICANT', body: 'Did you see my file?', media: [], timestamp: new Date().toISOString() }];
    const first = FakeSocket.last as FakeSocket;
    act(() => first.onclose?.());
    expect(await screen.findByText('Did you see my file?', {}, { timeout: 3000 })).toBeTruthy();
    expect(queueReads.length).toBeGreaterThan(reads);
  });

  it('shows who is asking and from where, sends canned replies, keeps notes and offers a transfer', async () => {
    renderConsole();
    expect(await screen.findByText('Signed in')).toBeTruthy();
    expect(screen.getByText('On page: /account/heloc/abc/liens')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Pat Doe/ }));
    await screen.findByRole('heading', { name: 'Pat Doe' });
    expect(await screen.findByText('Asked about rates')).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'Sam O.' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Canned reply'), { target: { value: 'agent.canned.checking' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this reply' }));
    await waitFor(() => expect(posted.some((p) => p.url.endsWith(`/conversations/${ID}/messages`) && (p.body as { body: string }).body === 'Let me check that for you. It will take a moment.')).toBe(true));

    fireEvent.click(screen.getByRole('checkbox', { name: /Away/ }));
    await waitFor(() => expect(posted.some((p) => p.url.endsWith('/presence') && (p.body as { away: boolean }).away)).toBe(true));
  });

  it("names the language of a signed-in visitor's application, in English, in the queue and the conversation", async () => {
    application = { uuid: ID, loanNumber: 'HE202600000042', state: 'liens', status: 'LIENS', language: 'es' };
    renderConsole();
    expect(await screen.findByText(/^Signed in · loan HE202600000042/)).toBeTruthy();
    expect(screen.getAllByText('Language: Spanish')).toHaveLength(1);
    fireEvent.click(await screen.findByRole('button', { name: /Pat Doe/ }));
    const pane = await screen.findByRole('region', { name: 'Pat Doe' });
    expect(pane.textContent).toContain('Language: Spanish');
    expect(screen.getAllByText('Language: Spanish')).toHaveLength(2);
  });
});
