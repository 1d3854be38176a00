import type { Db } from '../db';
import { findConversation, findMessage, type ConversationRow, type MessageRow } from './repo';
import type { ChatConversation, ChatMessage } from '../../contracts/chat';

/** The one PostgreSQL channel every instance listens on; each instance delivers to its own sockets. */
export const CHAT_CHANNEL = 'chat_events';

/** What goes through NOTIFY: ids only (payloads are capped at 8 kB), each instance loads the rows. */
export type ChatEvent =
  | { kind: 'message'; conversationId: string; messageId: string }
  | { kind: 'conversation'; conversationId: string; orgCode: string }
  | { kind: 'typing'; conversationId: string; authorType: string; preview: string };

/** What a socket receives. */
export type SocketEvent =
  | { type: 'message'; message: PublicMessage }
  | { type: 'conversation'; conversation: PublicConversation }
  | { type: 'typing'; conversationId: string; authorType: string; preview: string }
  | { type: 'queue'; conversationId: string }
  /** Not sent: tells a socket that events may have gone unheard, so its client reconnects and reads again. */
  | { type: 'resync' };

/** A message and a conversation as sockets and routes send them. */
export type PublicMessage = ChatMessage;
export type PublicConversation = ChatConversation;

export const publicMessage = (m: MessageRow): PublicMessage => ({
  id: m.id, conversationId: m.conversation_id, author: m.author, authorType: m.author_type, body: m.body,
  media: m.media, timestamp: new Date(m.created_at).toISOString(),
});

export const publicConversation = (c: ConversationRow): PublicConversation => ({
  id: c.id, state: c.state, mode: c.mode, skill: c.skill, friendlyName: c.friendly_name, emailAddress: c.email_address,
  agentName: c.agent_name, createdAt: new Date(c.created_at).toISOString(),
});

type Listener = (event: SocketEvent) => void;

/**
 * Fan-out of chat events. Writers publish through NOTIFY and every instance (this one included)
 * delivers what it hears to the sockets it holds, so an agent on one instance and a visitor on
 * another see the same conversation.
 */
export class ChatHub {
  private readonly topics = new Map<string, Set<Listener>>();
  private unlisten: (() => Promise<void>) | undefined;
  private starting: Promise<void> | undefined;

  constructor(private readonly db: Db) {}

  start(): Promise<void> {
    this.starting ??= this.db.listen(CHAT_CHANNEL, (payload) => void this.receive(payload), {
      // events published while the subscription was cut never arrive: every socket is told to read again
      resumed: () => {
        for (const topic of [...this.topics.keys()]) this.emit(topic, { type: 'resync' });
      },
    }).then((u) => {
      this.unlisten = u;
    }, (error: unknown) => {
      // the next socket that subscribes asks again
      this.starting = undefined;
      throw error;
    });
    return this.starting;
  }

  async stop(): Promise<void> {
    await this.starting?.catch(() => undefined);
    await this.unlisten?.();
    this.unlisten = undefined;
    this.topics.clear();
  }

  async publish(event: ChatEvent): Promise<void> {
    await this.db.notify(CHAT_CHANNEL, JSON.stringify(event));
  }

  /** Topics: a conversation id, or `queue:<ORG>` for the agents of an org. */
  subscribe(topic: string, listener: Listener): () => void {
    let set = this.topics.get(topic);
    if (!set) this.topics.set(topic, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (!set.size) this.topics.delete(topic);
    };
  }

  private emit(topic: string, event: SocketEvent): void {
    for (const listener of this.topics.get(topic) ?? []) {
      try {
        listener(event);
      } catch {
        // one broken socket must not stop delivery to the others
      }
    }
  }

  private async receive(payload: string): Promise<void> {
    let event: ChatEvent;
    try {
      event = JSON.parse(payload) as ChatEvent;
    } catch {
      return;
    }
    if (event.kind === 'typing') {
      this.emit(event.conversationId, { type: 'typing', conversationId: event.conversationId, authorType: event.authorType, preview: event.preview });
      return;
    }
    if (!this.topics.has(event.conversationId) && !(event.kind === 'conversation' && this.topics.has(`queue:${event.orgCode}`))) return;
    try {
      if (event.kind === 'message') {
        const message = await findMessage(this.db, event.messageId);
        if (message) this.emit(event.conversationId, { type: 'message', message: publicMessage(message) });
      } else {
        const conversation = await findConversation(this.db, event.conversationId);
        if (!conversation) return;
        this.emit(event.conversationId, { type: 'conversation', conversation: publicConversation(conversation) });
        this.emit(`queue:${event.orgCode}`, { type: 'queue', conversationId: event.conversationId });
      }
    } catch {
      // the database went away (shutdown); nothing to deliver
    }
  }
}

const hubs = new WeakMap<Db, ChatHub>();

/** The hub of a database: one per server instance, shared by the chat plugins. */
export function chatHub(db: Db): ChatHub {
  let hub = hubs.get(db);
  if (!hub) hubs.set(db, (hub = new ChatHub(db)));
  return hub;
}

export async function releaseChatHub(db: Db): Promise<void> {
  const hub = hubs.get(db);
  if (!hub) return;
  hubs.delete(db);
  await hub.stop();
}
