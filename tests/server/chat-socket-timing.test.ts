import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleChatSocket, IDLE_TIMEOUT_MS, PING_INTERVAL_MS, SOCKET_LIFETIME_MS } from '../../src/server/chat/socket';

/** A server-side socket stand-in: records sends and how it was closed. */
class FakeServerSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  closedWith: { code: number; reason: string } | undefined;
  send = vi.fn();
  close(code: number, reason: string) {
    this.closedWith ??= { code, reason };
    this.readyState = 3;
  }
}

const app = { db: {}, jwtSecret: 'socket-timing-secret', log: { warn: () => undefined } } as unknown as FastifyInstance;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the chat socket on the server', () => {
  it('stays open while pinged every 10 seconds, and closes at 12 hours', async () => {
    expect(PING_INTERVAL_MS).toBe(10_000);
    expect(SOCKET_LIFETIME_MS).toBe(12 * 60 * 60 * 1000);
    const socket = new FakeServerSocket();
    handleChatSocket(app, socket as unknown as WebSocket);
    const hours12 = SOCKET_LIFETIME_MS / PING_INTERVAL_MS;
    for (let i = 1; i < hours12; i += 1) {
      await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
      socket.emit('message', Buffer.from(JSON.stringify({ type: 'ping', channelId: 'c-1' })));
    }
    expect(socket.closedWith).toBeUndefined();
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(socket.closedWith).toEqual({ code: 4001, reason: 'lifetime' });
  });

  it('drops a socket that stops pinging', async () => {
    const socket = new FakeServerSocket();
    handleChatSocket(app, socket as unknown as WebSocket);
    await vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS - 1);
    expect(socket.closedWith).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.closedWith).toEqual({ code: 4000, reason: 'idle' });
  });
});
