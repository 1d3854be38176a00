// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildContent } from '../../../src/engine/content';
import { RendererContentContext } from '../../../src/renderer/content-context';
import { readContentFiles } from '../../../src/server/content/load';
import type { ChatSession } from '../../../src/widgets/chat/logic';
import { StreamChatView } from '../../../src/widgets/chat/stream-chat';

const { index } = buildContent(readContentFiles(process.cwd()).files);

/** The vendor SDK, reduced to what the view uses: one channel whose events the test raises. */
const sdk = vi.hoisted(() => {
  const handlers: Record<string, (e: unknown) => void> = {};
  const channel = {
    data: { frozen: false },
    state: { messages: [] as unknown[] },
    watch: async () => undefined,
    on: (name: string, fn: (e: unknown) => void) => {
      handlers[name] = fn;
    },
    keystroke: async () => undefined,
    sendMessage: async () => undefined,
  };
  class StreamChat {
    connectUser = async () => undefined;
    disconnectUser = async () => undefined;
    channel = () => channel;
    on = () => undefined;
  }
  return { handlers, channel, StreamChat };
});
vi.mock('stream-chat', () => ({ StreamChat: sdk.StreamChat }));

const session: ChatSession = {
  mode: 'stream', friendlyName: 'Sam', token: 't', omniProxyChannelId: 'c-1', loginTimestamp: 0, expiration: Date.now() + 60_000,
  stream: { providerUserId: 'visitor-c-1', providerUserToken: 'u', providerChannelId: 'c-1', apiKey: 'k' },
};

function renderView(open: boolean, onEnded = () => undefined) {
  render(
    <RendererContentContext.Provider value={{ content: index, loadValidator: () => new Promise(() => undefined) }}>
      <StreamChatView session={session} allowedDomains={[]} onAlert={() => undefined} onEnded={onEnded} open={open} override={false} production />
    </RendererContentContext.Provider>,
  );
  return screen.getByPlaceholderText('Type your message') as HTMLTextAreaElement;
}

afterEach(() => {
  cleanup();
  sdk.channel.state.messages = [];
});

describe('stream mode', () => {
  it('accepts input in hours once the channel is watched, and stops when the channel is frozen', async () => {
    const onEnded = vi.fn();
    const box = renderView(true, onEnded);
    expect(box.disabled).toBe(true);
    await waitFor(() => expect(box.disabled).toBe(false));
    act(() => sdk.handlers['channel.updated']?.({ channel: { frozen: true } }));
    expect(onEnded).toHaveBeenCalled();
    expect(box.disabled).toBe(true);
  });

  it('outside hours accepts input only in a conversation already under way', async () => {
    const idle = renderView(false);
    await new Promise((r) => setTimeout(r, 20));
    expect(idle.disabled).toBe(true);
    cleanup();
    const now = new Date().toISOString();
    sdk.channel.state.messages = [
      { id: 'a', text: 'Hi', user: { id: 'visitor-c-1' }, created_at: now },
      { id: 'b', text: 'Hello Sam', user: { id: 'agent-1', name: 'Riley' }, created_at: now },
    ];
    const underway = renderView(false);
    await waitFor(() => expect(underway.disabled).toBe(false));
  });
});
