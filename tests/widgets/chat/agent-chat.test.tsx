// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFetch } from '../../../src/api/client';
import { buildContent } from '../../../src/engine/content';
import { RendererContentContext } from '../../../src/renderer/content-context';
import { readContentFiles } from '../../../src/server/content/load';
import { AgentChat } from '../../../src/widgets/chat/agent-chat';
import { WAITING_DOTS_MS, type ChatSession } from '../../../src/widgets/chat/logic';

const { index } = buildContent(readContentFiles(process.cwd()).files);
const ID = '3f2a9c1e-8b7d-4e21-9a6f-0c1d2e3f4a5b';

/** The realtime socket, driven by the test. */
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
  emit(event: unknown) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

const conversation = (state: string) => ({ id: ID, state, mode: 'twilio', skill: 'FHEL', friendlyName: 'Sam', emailAddress: null, agentName: state === 'ACTIVE' ? 'Riley M.' : null, createdAt: new Date().toISOString() });
const posted: unknown[] = [];
let missed: Record<string, unknown> | null = null;

beforeEach(() => {
  posted.length = 0;
  missed = null;
  vi.stubGlobal('WebSocket', FakeSocket);
  setFetch(async (input, init) => {
    const url = String(input);
    let body: unknown = {};
    if (url.endsWith(`/conversations/${ID}`)) body = conversation('WAITING');
    else if (url.endsWith(`/conversations/${ID}/messages`) && init?.method === 'POST') {
      const sent = JSON.parse(String(init.body)) as { body: string };
      posted.push(sent);
      body = { id: `m${posted.length}`, conversationId: ID, author: 'Sam', authorType: 'APPLICANT', body: sent.body, media: [], timestamp: new Date().toISOString() };
    } else if (url.endsWith(`/conversations/${ID}/messages`)) body = { messages: missed ? [missed] : [] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  vi.unstubAllGlobals();
});

/** The widget's part: keeps the session the chat hands back. */
function Harness({ log, onAlert: alert }: { log: ChatSession[]; onAlert?: (kind: string | null, clear?: string) => void }) {
  const [session, setSession] = useState<ChatSession>({ mode: 'twilio', friendlyName: 'Sam', token: 'chat-token', omniProxyChannelId: ID, loginTimestamp: Date.now(), expiration: Date.now() + 60_000 });
  const onSession = useCallback((s: ChatSession) => {
    log.push(s);
    setSession(s);
  }, [log]);
  const onAlert = useCallback((kind: string | null, clear?: string) => alert?.(kind, clear), [alert]);
  const onEnded = useCallback(() => undefined, []);
  return (
    <RendererContentContext.Provider value={{ content: index, loadValidator: () => new Promise(() => undefined) }}>
      <AgentChat session={session} onSession={onSession} allowedDomains={[]} open override={false} production onAlert={onAlert} onEnded={onEnded} />
    </RendererContentContext.Provider>
  );
}

describe('a live chat waiting for an agent', () => {
  it('keeps the first message, animates the waiting dots every 400 ms, and sends it once an agent joins', async () => {
    const sessions: ChatSession[] = [];
    render(<Harness log={sessions} />);
    const box = await screen.findByPlaceholderText('Type your message');
    await waitFor(() => expect((box as HTMLTextAreaElement).disabled).toBe(false));
    fireEvent.change(box, { target: { value: 'Hello, I have a question' } });
    // the dots' clock is the test's: only the interval is faked, so the waits below keep real time
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    fireEvent.keyDown(box, { key: 'Enter' });

    // Stored as the initial message, not sent; the indicator waits with dots.
    await screen.findByText('Waiting for next available agent');
    expect(sessions.at(-1)?.initialMessage).toBe('Hello, I have a question');
    expect(posted).toHaveLength(0);
    const dots = () => document.querySelector('.chat-dots')?.textContent;
    expect(dots()).toBe('');
    act(() => vi.advanceTimersByTime(WAITING_DOTS_MS - 1));
    expect(dots()).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(dots()).toBe('.');
    act(() => vi.advanceTimersByTime(WAITING_DOTS_MS));
    expect(dots()).toBe('..');
    vi.useRealTimers();

    // An agent joins: the kept message is sent and cleared, the indicator goes.
    act(() => FakeSocket.last?.emit({ type: 'conversation', conversation: conversation('ACTIVE') }));
    await waitFor(() => expect(posted).toEqual([{ body: 'Hello, I have a question', mediaIds: [] }]));
    expect(sessions.at(-1)?.initialMessage).toBeUndefined();
    await waitFor(() => expect(screen.queryByText('Waiting for next available agent')).toBeNull());
  });

  it('warns that the connection was lost while the socket reconnects, and clears the warning once connected', async () => {
    const alerts: [string | null, string | undefined][] = [];
    const onAlert = (kind: string | null, clear?: string) => alerts.push([kind, clear]);
    render(<Harness log={[]} onAlert={onAlert} />);
    await waitFor(() => expect(FakeSocket.last?.readyState).toBe(1));
    const first = FakeSocket.last as FakeSocket;
    expect(alerts).toContainEqual([null, 'connectionLost']);
    alerts.length = 0;
    act(() => first.onclose?.());
    expect(alerts).toEqual([['connectionLost', undefined]]);
    await waitFor(() => expect(FakeSocket.last).not.toBe(first), { timeout: 2000 });
    await waitFor(() => expect(alerts.at(-1)).toEqual([null, 'connectionLost']));
  });

  it('reads the conversation again after a reconnection, so replies sent meanwhile appear', async () => {
    render(<Harness log={[]} />);
    await waitFor(() => expect(FakeSocket.last?.readyState).toBe(1));
    const first = FakeSocket.last as FakeSocket;
    missed = { id: 'm-missed', conversationId: ID, author: 'Riley M.', authorType: 'AGENT', body: 'Are you still there?', media: [], timestamp: new Date().toISOString() };
    act(() => first.onclose?.());
    expect(await screen.findByText('Are you still there?', {}, { timeout: 3000 })).toBeTruthy();
  });
});
