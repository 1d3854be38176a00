import { SOCKET_PATH, type ChatConversation, type ChatMessage } from '../../api/chat';
import { SOCKET_PING_MS } from './logic';

export type SocketEvent =
  | { type: 'message'; message: ChatMessage }
  | { type: 'conversation'; conversation: ChatConversation }
  | { type: 'typing'; conversationId: string; authorType: string; preview: string }
  | { type: 'queue'; conversationId: string }
  | { type: 'error'; code?: string; message: string }
  | { type: 'ready' | 'subscribed' | 'pong'; channelId?: string | null };

export type ConnectionState = 'connecting' | 'connected' | 'closed';

export interface ChatSocketOptions {
  /** Chat token of a visitor's conversation, read at each (re)connection since it is refreshed. */
  token?: string | (() => string | undefined);
  /** Session token (agents, signed-in visitors). */
  jwt?: string;
  channels?: string[];
  queue?: boolean;
  onEvent: (event: SocketEvent) => void;
  onState?: (state: ConnectionState) => void;
}

const RECONNECT_MAX_MS = 10_000;

/** The realtime socket with ping every 10 s and reconnection with a growing delay. */
export class ChatSocket {
  private ws: WebSocket | undefined;
  private ping: ReturnType<typeof setInterval> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private attempts = 0;
  private closed = false;
  private readonly channels: Set<string>;

  constructor(private readonly opts: ChatSocketOptions) {
    this.channels = new Set(opts.channels ?? []);
  }

  connect(): void {
    this.closed = false;
    this.opts.onState?.('connecting');
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SOCKET_PATH}`;
    const ws = new WebSocket(url);
    this.ws = ws;
    ws.onopen = () => {
      this.attempts = 0;
      const token = typeof this.opts.token === 'function' ? this.opts.token() : this.opts.token;
      ws.send(JSON.stringify({ type: 'auth', token, jwt: this.opts.jwt }));
      for (const channelId of this.channels) ws.send(JSON.stringify({ type: 'subscribe', channelId }));
      if (this.opts.queue) ws.send(JSON.stringify({ type: 'subscribe-queue' }));
      this.opts.onState?.('connected');
      this.ping = setInterval(() => {
        const channelId = [...this.channels][0] ?? null;
        if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'ping', channelId }));
      }, SOCKET_PING_MS);
    };
    ws.onmessage = (e) => {
      try {
        this.opts.onEvent(JSON.parse(String(e.data)) as SocketEvent);
      } catch {
        // a malformed frame is ignored; the next event or a refetch brings the state back
      }
    };
    ws.onclose = () => {
      clearInterval(this.ping);
      if (this.closed) return this.opts.onState?.('closed');
      this.opts.onState?.('connecting');
      const delay = Math.min(RECONNECT_MAX_MS, 500 * 2 ** this.attempts);
      this.attempts += 1;
      this.retry = setTimeout(() => this.connect(), delay);
    };
  }

  subscribe(channelId: string): void {
    this.channels.add(channelId);
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify({ type: 'subscribe', channelId }));
  }

  close(): void {
    this.closed = true;
    clearInterval(this.ping);
    clearTimeout(this.retry);
    this.ws?.close();
  }
}
