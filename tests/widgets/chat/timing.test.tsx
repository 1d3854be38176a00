// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_PING_MS, TYPING_PREVIEW_MS } from '../../../src/widgets/chat/logic';
import { ChatSocket } from '../../../src/widgets/chat/socket';
import { useThrottled } from '../../../src/widgets/chat/use-throttle';

/** A WebSocket stand-in that records what the client sends. */
class FakeSocket {
  static OPEN = 1;
  static last: FakeSocket | undefined;
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('chat timing', () => {
  it('authenticates, subscribes, then pings with its channel id every 10 seconds', () => {
    expect(SOCKET_PING_MS).toBe(10_000);
    const socket = new ChatSocket({ token: 'chat-token', channels: ['c-1'], onEvent: () => undefined });
    socket.connect();
    const ws = FakeSocket.last as FakeSocket;
    ws.open();
    expect(ws.sent).toEqual([{ type: 'auth', token: 'chat-token' }, { type: 'subscribe', channelId: 'c-1' }]);
    vi.advanceTimersByTime(9_999);
    expect(ws.sent.filter((m) => m.type === 'ping')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(ws.sent.filter((m) => m.type === 'ping')).toEqual([{ type: 'ping', channelId: 'c-1' }]);
    vi.advanceTimersByTime(20_000);
    expect(ws.sent.filter((m) => m.type === 'ping')).toHaveLength(3);
    socket.close();
    vi.advanceTimersByTime(60_000);
    expect(ws.sent.filter((m) => m.type === 'ping')).toHaveLength(3);
  });

  it('opens a new socket when the server closes one (e.g. at the end of its 12-hour life)', () => {
    const states: string[] = [];
    const socket = new ChatSocket({ token: 't', channels: ['c-1'], onEvent: () => undefined, onState: (s) => states.push(s) });
    socket.connect();
    const first = FakeSocket.last as FakeSocket;
    first.open();
    first.close();
    expect(states.at(-1)).toBe('connecting');
    vi.advanceTimersByTime(500);
    expect(FakeSocket.last).not.toBe(first);
    socket.close();
  });

  it('sends the typing preview at most once a second, with the latest text', () => {
    expect(TYPING_PREVIEW_MS).toBe(1_000);
    const sent: string[] = [];
    const { result } = renderHook(() => useThrottled((text: string) => sent.push(text), TYPING_PREVIEW_MS));
    act(() => {
      result.current('H');
      result.current('He');
      result.current('Hel');
    });
    expect(sent).toEqual(['H']);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(sent).toEqual(['H']);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(sent).toEqual(['H', 'Hel']);
  });
});
