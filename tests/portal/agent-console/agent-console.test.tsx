// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFetch } from '../../../src/api/client';
import type { PrivateLabel } from '../../../src/api/org';
import { buildContent } from '../../../src/engine/content';
import { OrgContext } from '../../../src/portal/org-context';
import AgentConsolePage from '../../../src/portal/pages/agent-console/agent-console';
import { readContentFiles } from '../../../src/server/content/load';

const { index } = buildContent(readContentFiles(process.cwd()).files);
const org = { ...index.orgs.HEARTH, chat: { allowedLinkDomains: [] } } as unknown as PrivateLabel;
const ID = '3f2a9c1e-8b7d-4e21-9a6f-0c1d2e3f4a5b';

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
const queueReads: number[] = [];

beforeEach(() => {
  localStorage.setItem('jwt', 'agent-session');
  messages = [];
  queueReads.length = 0;
  vi.stubGlobal('WebSocket', FakeSocket);
  setFetch(async (input) => {
    const url = String(input);
    let body: unknown = {};
    if (url.endsWith('/agent/api/v1/conversations')) {
      queueReads.push(Date.now());
      body = { conversations: [{ id: ID, state: 'ACTIVE', mode: 'twilio', skill: 'FHEL', friendlyName: 'Pat Doe', emailAddress: null, agentName: 'Riley M.', createdAt: new Date().toISOString() }] };
    } else if (url.endsWith(`/conversations/${ID}/messages`)) body = { messages };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the agent console', () => {
  it('reads the queue and the open conversation again after its socket reconnects', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <OrgContext.Provider value={org}><AgentConsolePage /></OrgContext.Provider>
      </QueryClientProvider>,
    );
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
});
