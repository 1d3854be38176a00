import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { sessionRevoked } from '../core/auth';
import { isUnavailable } from '../db/unavailable';
import { verifyJwt } from '../core/jwt';
import { chatHub, type SocketEvent } from './hub';
import { findConversation, markAgentAway, markAgentPresent } from './repo';
import { verifyChatToken } from './tokens';

/** The client pings with its channel id every 10 s; a socket silent for three pings is dropped. */
export const PING_INTERVAL_MS = 10_000;
export const IDLE_TIMEOUT_MS = 3 * PING_INTERVAL_MS + 5_000;
/** A socket lives at most 12 hours; the client then opens a new one. */
export const SOCKET_LIFETIME_MS = 12 * 60 * 60 * 1000;
/**
 * Close codes that ask the client to connect again (it does, with a growing pause) and read what it may have
 * missed: the server restarts or events went unheard (1012, Service Restart), or the database is out of
 * reach for now (1013, Try Again Later).
 */
export const RECONNECT_CLOSE = { restart: { code: 1012, reason: 'reconnect' }, tryLater: { code: 1013, reason: 'try again later' } } as const;

type ClientMessage =
  | { type: 'auth'; token?: string; jwt?: string }
  | { type: 'subscribe'; channelId: string }
  | { type: 'subscribe-queue' }
  | { type: 'ping'; channelId?: string };

interface Principal {
  chatConversationId?: string;
  user?: { id: string; role: string; org: string };
}

/**
 * One realtime socket: authenticate (chat token and/or session token), subscribe to conversations
 * the principal may read (and, for agents, to their org's queue), ping to stay alive.
 */
export function handleChatSocket(app: FastifyInstance, socket: WebSocket): void {
  const hub = chatHub(app.db);
  const unsubscribe: (() => void)[] = [];
  let principal: Principal | undefined;
  let idle: NodeJS.Timeout | undefined;
  let inbox: Promise<void> = Promise.resolve();

  const send = (event: SocketEvent | Record<string, unknown>) => {
    if (event.type === 'resync') return socket.close(RECONNECT_CLOSE.restart.code, RECONNECT_CLOSE.restart.reason);
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
  };
  const resetIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => socket.close(4000, 'idle'), IDLE_TIMEOUT_MS);
  };
  const lifetime = setTimeout(() => socket.close(4001, 'lifetime'), SOCKET_LIFETIME_MS);
  resetIdle();

  const isAgent = () => principal?.user?.role === 'AGENT';

  socket.on('message', (raw) => {
    resetIdle();
    let msg: ClientMessage;
    try {
      msg = JSON.parse(String(raw)) as ClientMessage;
    } catch {
      send({ type: 'error', message: 'Messages must be JSON' });
      return;
    }
    // One message at a time, in order: a subscribe sent right after auth waits for auth to finish.
    inbox = inbox.then(() => handle(msg)).catch((e: unknown) => {
      app.log.warn({ err: e }, 'chat socket message failed');
      // a socket left half set up during an outage would hear nothing once it is over: the client connects again
      if (isUnavailable(e)) return socket.close(RECONNECT_CLOSE.tryLater.code, RECONNECT_CLOSE.tryLater.reason);
      send({ type: 'error', message: 'Something went wrong' });
    });
  });

  async function handle(msg: ClientMessage): Promise<void> {
    if (msg.type === 'auth') {
      const p: Principal = {};
      if (msg.token) {
        const claims = verifyChatToken(app.jwtSecret, msg.token);
        if (!claims) return send({ type: 'error', code: 'invalid-token', message: 'Token state is invalid' });
        p.chatConversationId = claims.conversationId;
      }
      if (msg.jwt) {
        const r = verifyJwt(msg.jwt, app.jwtSecret);
        // a session signed out on the server (logout) opens no socket, as it opens no route
        if (!r.ok || (await sessionRevoked(app.revocations, r.claims))) return send({ type: 'error', code: 'invalid-token', message: 'Token state is invalid' });
        p.user = { id: r.claims.sub, role: r.claims.role, org: r.claims.org };
      }
      principal = p;
      return send({ type: 'ready' });
    }
    if (!principal) return send({ type: 'error', message: 'Authenticate first' });
    if (msg.type === 'subscribe') {
      const conversation = typeof msg.channelId === 'string' ? await findConversation(app.db, msg.channelId) : undefined;
      const allowed = conversation && (
        principal.chatConversationId === conversation.id
        || (isAgent() && conversation.agent_id === principal.user?.id)
        || (!isAgent() && principal.user && conversation.identity_uuid === principal.user.id)
      );
      if (!conversation || !allowed) return send({ type: 'error', code: 'not-found', message: 'Conversation not found' });
      await hub.start();
      unsubscribe.push(hub.subscribe(conversation.id, send));
      return send({ type: 'subscribed', channelId: conversation.id });
    }
    if (msg.type === 'subscribe-queue') {
      if (!isAgent() || !principal.user) return send({ type: 'error', code: 'forbidden', message: 'Agents only' });
      await hub.start();
      unsubscribe.push(hub.subscribe(`queue:${principal.user.org}`, send));
      await markAgentPresent(app.db, principal.user.id, principal.user.org);
      return send({ type: 'subscribed', channelId: 'queue' });
    }
    if (msg.type === 'ping') {
      if (isAgent() && principal.user) await markAgentPresent(app.db, principal.user.id, principal.user.org);
      return send({ type: 'pong', channelId: msg.channelId ?? null });
    }
    send({ type: 'error', message: 'Unknown message type' });
  }

  socket.on('close', () => {
    clearTimeout(idle);
    clearTimeout(lifetime);
    for (const u of unsubscribe) u();
    // through the lifecycle, so a stop that closed this socket waits for the write before closing the database
    const agent = isAgent() ? principal?.user : undefined;
    if (agent) app.lifecycle.later(() => markAgentAway(app.db, agent.id));
  });
}
