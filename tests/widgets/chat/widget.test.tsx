// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFetch } from '../../../src/api/client';
import type { PrivateLabel } from '../../../src/api/org';
import { buildContent } from '../../../src/engine/content';
import { RendererContentContext } from '../../../src/renderer/content-context';
import { readContentFiles } from '../../../src/server/content/load';
import ChatWidget, { type ChatWidgetProps } from '../../../src/widgets/chat/chat-widget';
import { CHAT_SESSION_KEY } from '../../../src/widgets/chat/session-store';
import { leavePage } from '../../../src/widgets/chat/leave-page';
import { SURVEY_EXIT_DELAY_MS } from '../../../src/widgets/chat/logic';

const { index } = buildContent(readContentFiles(process.cwd()).files);
const org = { ...index.orgs.HEARTH, chat: { allowedLinkDomains: ['hearth-lending.example'] } } as unknown as PrivateLabel;
const UUID = '3f2a9c1e-8b7d-4e21-9a6f-0c1d2e3f4a5b';

const posted: { url: string; body: unknown }[] = [];
let talkjsAvailable = false;

// the vendor's SDK: a chatbox that records where it was mounted and which thread it shows
const talk = vi.hoisted(() => ({ sessions: [] as unknown[], selected: [] as string[], mounted: 0 }));
vi.mock('talkjs', () => ({
  default: {
    ready: Promise.resolve(),
    Session: class {
      constructor(options: unknown) {
        talk.sessions.push(options);
      }
      getOrCreateConversation(id: string) { return { id }; }
      createChatbox() {
        return {
          select: (c: { id: string }) => talk.selected.push(c.id),
          mount: async () => { talk.mounted += 1; },
          destroy: () => undefined,
        };
      }
      destroy() { return undefined; }
    },
  },
}));

beforeEach(() => {
  localStorage.clear();
  posted.length = 0;
  talkjsAvailable = false;
  setFetch(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') posted.push({ url, body: JSON.parse(String(init.body ?? '{}')) });
    let body: unknown = {};
    if (url.includes('chatWithAutobot')) {
      body = { conversationId: UUID, token: 'bot-token', questionId: '11111111-2222-4333-8444-555555555555', questionStr: 'agent please', responseStr: 'Our team is available now.', createdDt: new Date().toISOString(), handoff: true };
    } else if (url.includes('getChatHistory')) {
      body = [{ questionId: 'q1', questionStr: 'Earlier question', responseStr: 'Earlier answer', createdDt: new Date().toISOString() }];
    } else if (url.includes('webchat/authenticate')) body = { nonce: 'nonce-1' };
    else if (url.includes('web-chat-info')) body = { contactId: 'contact-7', state: 'CLOSED' };
    else if (url.includes('initWebChat')) body = { omniProxyChannelId: UUID, conversationSid: UUID, token: 'chat-token' };
    else if (url.endsWith(`/conversations/${UUID}`)) body = { id: UUID, state: 'WAITING', mode: 'twilio', skill: 'FHEL', friendlyName: 'Sam', createdAt: new Date().toISOString() };
    else if (url.endsWith(`/conversations/${UUID}/messages`)) body = { messages: [] };
    if (url.includes('/availability')) body = { agentActive: false, chatbotActive: false, open: false, streamAvailable: false, talkjsAvailable };
    else if (url.includes('openStatus')) body = { open: false };
    else if (url.includes('/hours/OPS_CHAT')) body = index.orgs.HEARTH?.operatingHours.OPS_CHAT;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(cleanup);

function renderWidget(path: string, flags?: ChatWidgetProps['flags']) {
  const router = createMemoryRouter([{ path: '*', element: <ChatWidget org={org} flags={flags} /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RendererContentContext.Provider value={{ content: index, loadValidator: () => new Promise(() => undefined) }}>
        <RouterProvider router={router} />
      </RendererContentContext.Provider>
    </QueryClientProvider>,
  );
  return router;
}

describe('the chat widget', () => {
  it('opens on pop-webchat on an application route and removes the parameter', async () => {
    const router = renderWidget(`/account/heloc/${UUID}/start/profile?pop-webchat&step=2`);
    expect(await screen.findByRole('region', { name: 'Chat with us' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?step=2'));
  });

  it('stays closed without pop-webchat, toggles, and collapses on Escape with focus back on the toggle', async () => {
    renderWidget('/account/heloc/register');
    const toggle = screen.getByRole('button', { name: 'Chat with us' });
    expect(screen.queryByRole('region', { name: 'Chat with us' })).toBeNull();
    fireEvent.click(toggle);
    const panel = await screen.findByRole('region', { name: 'Chat with us' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Chat with us' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('routes to the chatbot outside hours and offers the developer controls outside production', async () => {
    renderWidget('/account/heloc/register');
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    const panel = await screen.findByRole('region', { name: 'Chat with us' });
    expect(await screen.findByText('Chat mode: chatbot')).toBeTruthy();
    fireEvent.keyDown(panel, { key: '1' });
    expect(screen.getByRole('alert').textContent).toBe('Warning: Connection lost. Attempting to reconnect.×');
    fireEvent.keyDown(panel, { key: '0' });
    expect(screen.getByRole('alert').textContent).toContain('Error: Something went wrong. Please try again later.');
    fireEvent.keyDown(panel, { key: '2' });
    expect(screen.getByRole('alert').textContent).toContain('Warning: Token state is invalid.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss alert' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("answers the developer toolbar's page-wide shortcuts", async () => {
    renderWidget('/account/heloc/register');
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    await screen.findByText('Chat mode: chatbot');
    act(() => {
      window.dispatchEvent(new CustomEvent('heloc:dev-chat', { detail: { alert: 'invalid-token' } }));
    });
    expect(screen.getByRole('alert').textContent).toContain('Warning: Token state is invalid.');
    act(() => {
      window.dispatchEvent(new CustomEvent('heloc:dev-chat', { detail: { ended: true } }));
    });
    expect(await screen.findByText('Thanks for chatting with us!')).toBeTruthy();
  });

  it('reuses a stored chatbot session and ends it when its 10 minutes are over', async () => {
    localStorage.setItem(CHAT_SESSION_KEY, JSON.stringify({ mode: 'chatbot', friendlyName: 'Sam', token: '', loginTimestamp: Date.now(), expiration: Date.now() + 1500 }));
    renderWidget('/account/heloc/register');
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(await screen.findByPlaceholderText('Type your message')).toBeTruthy();
    expect(await screen.findByText('Thanks for chatting with us!', {}, { timeout: 4000 })).toBeTruthy();
    expect(localStorage.getItem(CHAT_SESSION_KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take the survey' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Start new chat' }));
    });
    expect(screen.queryByText('Thanks for chatting with us!')).toBeNull();
  });

  it('hands a chatbot visitor to a live agent, keeping their name', async () => {
    localStorage.setItem(CHAT_SESSION_KEY, JSON.stringify({ mode: 'chatbot', friendlyName: 'Sam', emailAddress: 'sam@example.com', token: '', loginTimestamp: Date.now(), expiration: Date.now() + 60_000 }));
    renderWidget('/account/heloc/register');
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    const box = await screen.findByPlaceholderText('Type your message');
    fireEvent.change(box, { target: { value: 'agent please' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('button', { name: 'Talk to an agent' }));
    await waitFor(() => expect(posted.some((p) => p.url.includes('initWebChat'))).toBe(true));
    expect(posted.find((p) => p.url.includes('initWebChat'))?.body).toMatchObject({ friendlyName: 'Sam', emailAddress: 'sam@example.com', chatMode: 'twilio', skill: 'FHEL', orgCode: 'HEARTH' });
    await waitFor(() => expect(JSON.parse(localStorage.getItem(CHAT_SESSION_KEY) ?? '{}')).toMatchObject({ mode: 'twilio', omniProxyChannelId: UUID }));
  });

  it('sends the borrower-authentication nonce with chatbot questions when its flag is on', async () => {
    localStorage.setItem('jwt', 'session-token');
    localStorage.setItem(CHAT_SESSION_KEY, JSON.stringify({ mode: 'chatbot', friendlyName: 'Sam', token: '', loginTimestamp: Date.now(), expiration: Date.now() + 60_000 }));
    renderWidget('/account/heloc/register', { 'fe-webchat-borrower-auth': { flagKey: 'fe-webchat-borrower-auth', flagEnabled: true, variables: {} } });
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    const box = await screen.findByPlaceholderText('Type your message');
    await waitFor(() => expect(posted.some((p) => p.url.includes('webchat/authenticate'))).toBe(true));
    fireEvent.change(box, { target: { value: 'What are your rates?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(posted.find((p) => p.url.includes('chatWithAutobot'))?.body).toMatchObject({ message: 'What are your rates?', nonce: 'nonce-1' }));
  });

  it('shows the history of a chatbot conversation reopened from storage', async () => {
    localStorage.setItem(CHAT_SESSION_KEY, JSON.stringify({ mode: 'chatbot', friendlyName: 'Sam', token: 'bot-token', conversationId: UUID, loginTimestamp: Date.now(), expiration: Date.now() + 60_000 }));
    renderWidget('/account/heloc/register');
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(await screen.findByText('Earlier answer')).toBeTruthy();
    expect(screen.getByText('Earlier question')).toBeTruthy();
  });

  it('leaves for the survey of this conversation 750 ms after the click', async () => {
    localStorage.setItem(CHAT_SESSION_KEY, JSON.stringify({ mode: 'twilio', friendlyName: 'Sam', token: 'chat-token', omniProxyChannelId: UUID, loginTimestamp: Date.now(), expiration: Date.now() + 60_000 }));
    const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => undefined);
    renderWidget('/account/heloc/register');
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    act(() => {
      window.dispatchEvent(new CustomEvent('heloc:dev-chat', { detail: { ended: true } }));
    });
    const survey = await screen.findByRole('button', { name: 'Take the survey' });
    // a lower bound only: a busy machine may take longer, never less
    const asked = Date.now();
    fireEvent.click(survey);
    await waitFor(() => expect(posted.find((p) => p.url.includes('web-chat-info'))?.body).toEqual({ omniProxyChannelId: UUID }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://survey.hearth-lending.example/chat?contactId=contact-7'), { timeout: 10_000 });
    expect(Date.now() - asked).toBeGreaterThanOrEqual(SURVEY_EXIT_DELAY_MS - 5);
    leave.mockRestore();
  });

  it('refuses talkjs mode on a server without its keys, saying so, and opens no other chat', async () => {
    renderWidget('/account/heloc/register?mode=talkjs');
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Chat through TalkJS is not set up here yet');
    expect(screen.queryByRole('button', { name: 'Start chat' })).toBeNull();
    expect(posted.filter((p) => p.url.includes('initWebChat'))).toEqual([]);
  });

  it('shows a talkjs session in the vendor chatbox, signed in as its customer, on its thread', async () => {
    talkjsAvailable = true;
    localStorage.setItem(CHAT_SESSION_KEY, JSON.stringify({
      mode: 'talkjs', friendlyName: 'Sam', token: 'chat-token', omniProxyChannelId: UUID, customerId: `visitor-${UUID}`, threadId: UUID,
      talkjs: { appId: 'tApp', customerToken: 'talk-token' }, loginTimestamp: Date.now(), expiration: Date.now() + 60_000,
    }));
    renderWidget('/account/heloc/register');
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    await waitFor(() => expect(talk.mounted).toBeGreaterThan(0));
    expect(talk.sessions.at(-1)).toEqual({ appId: 'tApp', userId: `visitor-${UUID}`, token: 'talk-token' });
    expect(talk.selected.at(-1)).toBe(UUID);
    expect(screen.getByRole('region', { name: 'Chat messages' })).toBeTruthy();
    expect(posted.some((p) => p.url.includes('initWebChat'))).toBe(false);
  });

  it('does not reuse an expired session', async () => {
    localStorage.setItem(CHAT_SESSION_KEY, JSON.stringify({ mode: 'twilio', friendlyName: 'Sam', token: 't', omniProxyChannelId: UUID, loginTimestamp: 0, expiration: Date.now() - 1 }));
    renderWidget('/account/heloc/register');
    expect(localStorage.getItem(CHAT_SESSION_KEY)).toBeNull();
  });
});
