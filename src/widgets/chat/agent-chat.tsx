import { useCallback, useEffect, useRef, useState } from 'react';
import {
  downloadChatFile, fetchConversation, fetchMessages, sendChatMessage, sendTyping, uploadChatFile,
  type ChatConversation, type ChatMessage,
} from '../../api/chat';
import { ServiceError } from '../../api/errors';
import type { AlertKind } from './alerts';
import { Composer } from './composer';
import { useChatCopy } from './copy';
import { inputAllowed, TYPING_PREVIEW_MS, WAITING_DOTS_MS, waitingDots, type ChatSession } from './logic';
import { MessageList } from './message-list';
import { ChatSocket, type SocketEvent } from './socket';
import { useComposerLabels } from './use-composer-labels';
import { useThrottled } from './use-throttle';

export interface AgentChatProps {
  session: ChatSession;
  onSession: (s: ChatSession) => void;
  allowedDomains: readonly string[];
  open: boolean;
  override: boolean;
  production: boolean;
  onAlert: (kind: AlertKind | null, clear?: AlertKind) => void;
  onEnded: () => void;
}

const upsert = (list: ChatMessage[], m: ChatMessage) => (list.some((x) => x.id === m.id) ? list : [...list, m]);

/** A live conversation with an agent over our own service and socket (twilio and nice modes). */
export function AgentChat(props: AgentChatProps) {
  const { session, onSession, onAlert, onEnded } = props;
  const channelId = session.omniProxyChannelId as string;
  const copy = useChatCopy();
  const labels = useComposerLabels();
  const [conversation, setConversation] = useState<ChatConversation | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [typing, setTyping] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const tokenRef = useRef(session.token);
  const sessionRef = useRef(session);
  useEffect(() => {
    tokenRef.current = session.token;
    sessionRef.current = session;
  }, [session]);

  const fail = useCallback((e: unknown) => onAlert(e instanceof ServiceError && e.status === 401 ? 'invalidToken' : 'general'), [onAlert]);

  useEffect(() => {
    let live = true;
    const load = () => Promise.all([fetchConversation(channelId, tokenRef.current), fetchMessages(channelId, tokenRef.current)]).then(([c, list]) => {
      if (!live) return;
      setConversation(c);
      setMessages((now) => list.reduce(upsert, now));
      if (c.state === 'CLOSED') onEnded();
    }, (e: unknown) => {
      if (!live) return;
      fail(e);
      if (e instanceof ServiceError && (e.status === 404 || e.status === 401)) onEnded();
    });
    void load();
    const typingTimer: { t?: ReturnType<typeof setTimeout> } = {};
    let connected = false;
    const socket = new ChatSocket({
      token: () => tokenRef.current,
      channels: [channelId],
      onState: (state) => {
        if (state === 'connected') {
          // Back after a drop: what was said (or whether it ended) meanwhile is read again.
          if (connected) void load();
          connected = true;
          onAlert(null, 'connectionLost');
        } else if (state === 'connecting' && connected) onAlert('connectionLost');
      },
      onEvent: (e: SocketEvent) => {
        if (e.type === 'message') {
          setMessages((list) => upsert(list, e.message));
          if (e.message.authorType === 'AGENT') setTyping(null);
        }
        else if (e.type === 'conversation') {
          setConversation(e.conversation);
          if (e.conversation.state === 'CLOSED') onEnded();
        } else if (e.type === 'typing' && e.authorType === 'AGENT') {
          setTyping(e.preview);
          clearTimeout(typingTimer.t);
          typingTimer.t = setTimeout(() => setTyping(null), 3 * TYPING_PREVIEW_MS);
        } else if (e.type === 'error' && e.code === 'invalid-token') onAlert('invalidToken');
      },
    });
    socket.connect();
    return () => {
      live = false;
      clearTimeout(typingTimer.t);
      socket.close();
    };
  }, [channelId, onAlert, onEnded, fail]);

  const post = useCallback(async (text: string, files: File[]) => {
    const mediaIds: string[] = [];
    for (const f of files) mediaIds.push((await uploadChatFile(channelId, f, tokenRef.current)).id);
    const sent = await sendChatMessage(channelId, text, mediaIds, tokenRef.current);
    setMessages((list) => upsert(list, sent));
  }, [channelId]);

  // Once an agent joins, the first message kept while waiting is sent and cleared.
  const state = conversation?.state;
  useEffect(() => {
    const initial = sessionRef.current.initialMessage;
    if (state !== 'ACTIVE' || !initial) return;
    onSession({ ...sessionRef.current, initialMessage: undefined });
    post(initial, []).catch(() => onAlert('sendFailed'));
  }, [state, post, onSession, onAlert]);

  const waiting = state === 'WAITING' && Boolean(session.initialMessage);
  useEffect(() => {
    if (!waiting) return;
    const t = setInterval(() => setTick((n) => n + 1), WAITING_DOTS_MS);
    return () => clearInterval(t);
  }, [waiting]);

  const typingPreview = useThrottled((text: string) => {
    void sendTyping(channelId, text, tokenRef.current).catch(() => undefined);
  }, TYPING_PREVIEW_MS);

  const onSend = async (text: string, files: File[]) => {
    const spoken = messages.filter((m) => m.authorType !== 'SYSTEM').length;
    // The first message of a session waits for an agent (files go at once: they cannot be kept).
    if (state === 'WAITING' && spoken === 0 && !session.initialMessage && text && !files.length) {
      onSession({ ...session, initialMessage: text });
      return;
    }
    try {
      await post(text, files);
      onAlert(null, 'sendFailed');
    } catch (e) {
      onAlert(e instanceof ServiceError && e.status === 401 ? 'invalidToken' : 'sendFailed');
      throw e;
    }
  };

  const allowed = inputAllowed({ active: state !== undefined && state !== 'CLOSED', open: props.open, messageCount: messages.length, override: props.override, production: props.production });
  const pending: ChatMessage[] = session.initialMessage
    ? [{ id: 'initial', conversationId: channelId, author: session.friendlyName, authorType: 'APPLICANT', body: session.initialMessage, media: [], timestamp: new Date(session.loginTimestamp).toISOString() }]
    : [];

  return (
    <>
      <MessageList
        messages={[...messages, ...pending]}
        mine="APPLICANT"
        allowedDomains={props.allowedDomains}
        label={copy('chat.messagesLabel')}
        youLabel={copy('chat.you')}
        onDownload={(m) => void downloadChatFile(channelId, m, tokenRef.current).catch(fail)}
      >
        {waiting ? (
          <p className="chat-waiting" role="status">
            {copy('chat.waiting')}<span aria-hidden="true" className="chat-dots">{waitingDots(tick)}</span>
          </p>
        ) : null}
        {typing ? <p className="chat-typing" aria-live="off">{copy('chat.typing', { name: conversation?.agentName ?? 'Agent', preview: typing })}</p> : null}
      </MessageList>
      <Composer
        disabled={!allowed || waiting}
        placeholder={copy('chat.placeholder')}
        labels={labels}
        onSend={onSend}
        onTyping={typingPreview}
      />
    </>
  );
}
