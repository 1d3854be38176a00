import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  downloadChatFile, endConversation, fetchMessages, joinConversation, sendChatMessage, sendTyping, uploadChatFile,
  useAgentQueue, type ChatConversation, type ChatMessage,
} from '../../../api/chat';
import { ServiceError } from '../../../api/errors';
import { useStoredToken } from '../../../api/identity';
import { TYPING_PREVIEW_MS } from '../../../widgets/chat/logic';
import { ChatSocket, type SocketEvent } from '../../../widgets/chat/socket';
import { useThrottled } from '../../../widgets/chat/use-throttle';
import '../../../widgets/chat/chat.css';
import { useCopy, useOrg } from '../../org-context';
import { ConversationPane } from './conversation-pane';
import { QueueList } from './queue-list';
import { useVisitorAlerts } from './use-visitor-alerts';
import { useAwaySwitch } from '../../../api/agent-console';
import { useAnnounce } from '../../shell/live-region';
import './agent-console.css';
import { agentKeys } from '../../../api/agent-console';

const upsert = (list: ChatMessage[], m: ChatMessage) => (list.some((x) => x.id === m.id) ? list : [...list, m]);

/** The agent console: waiting conversations, joining one, its history, replies with files, ending it. */
export default function AgentConsolePage() {
  const copy = useCopy();
  const org = useOrg();
  const jwt = useStoredToken();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const queue = useAgentQueue(Boolean(jwt));
  const [current, setCurrent] = useState<ChatConversation | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [typing, setTyping] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [online, setOnline] = useState(false);
  const socketRef = useRef<ChatSocket | null>(null);
  const currentId = useRef<string | null>(null);
  const forbidden = queue.error instanceof ServiceError && queue.error.status === 403;
  const away = useAwaySwitch();
  const alerts = useVisitorAlerts(queue.data, useCallback((c: ChatConversation) => copy('agent.newVisitor', { name: c.friendlyName }), [copy]));

  useEffect(() => {
    if (!jwt || forbidden) return;
    const typingTimer: { t?: ReturnType<typeof setTimeout> } = {};
    let connected = false;
    const socket = new ChatSocket({
      jwt,
      queue: true,
      onState: (state) => {
        setOnline(state === 'connected');
        if (state !== 'connected') return;
        // Back after a drop: the queue and the open conversation are read again, so nothing said meanwhile is missed.
        const id = currentId.current;
        if (connected) {
          void queryClient.invalidateQueries({ queryKey: agentKeys.queue });
          if (id) fetchMessages(id).then((history) => {
            if (currentId.current === id) setMessages((list) => history.reduce(upsert, list));
          }, () => undefined);
        }
        connected = true;
      },
      onEvent: (e: SocketEvent) => {
        if (e.type === 'queue') void queryClient.invalidateQueries({ queryKey: agentKeys.queue });
        else if (e.type === 'message' && e.message.conversationId === currentId.current) {
          setMessages((list) => upsert(list, e.message));
          if (e.message.authorType === 'APPLICANT') setTyping(null);
        }
        else if (e.type === 'conversation' && e.conversation.id === currentId.current) setCurrent(e.conversation);
        else if (e.type === 'typing' && e.conversationId === currentId.current && e.authorType === 'APPLICANT') {
          setTyping(e.preview || null);
          clearTimeout(typingTimer.t);
          typingTimer.t = setTimeout(() => setTyping(null), 3 * TYPING_PREVIEW_MS);
        }
      },
    });
    socket.connect();
    socketRef.current = socket;
    return () => {
      clearTimeout(typingTimer.t);
      socket.close();
      socketRef.current = null;
    };
  }, [jwt, forbidden, queryClient]);

  const open = useCallback(async (c: ChatConversation) => {
    setBusy(true);
    setProblem(null);
    try {
      const joined = c.state === 'WAITING' ? await joinConversation(c.id) : c;
      currentId.current = joined.id;
      setCurrent(joined);
      setMessages([]);
      socketRef.current?.subscribe(joined.id);
      const history = await fetchMessages(joined.id);
      setMessages((list) => history.reduce(upsert, list));
      void queryClient.invalidateQueries({ queryKey: agentKeys.queue });
    } catch (e) {
      setProblem(e instanceof ServiceError && e.status === 409 ? copy('agent.taken') : copy('chat.alert.general'));
      void queryClient.invalidateQueries({ queryKey: agentKeys.queue });
    } finally {
      setBusy(false);
    }
  }, [copy, queryClient]);

  const typingPreview = useThrottled((text: string) => {
    if (currentId.current) void sendTyping(currentId.current, text).catch(() => undefined);
  }, TYPING_PREVIEW_MS);

  if (forbidden) {
    return (
      <section>
        <h1 className="page-title">{copy('agent.title')}</h1>
        <p role="alert">{copy('agent.notAgent')}</p>
      </section>
    );
  }

  const onSend = async (text: string, files: File[]) => {
    if (!current) return;
    try {
      const mediaIds: string[] = [];
      for (const f of files) mediaIds.push((await uploadChatFile(current.id, f)).id);
      const sent = await sendChatMessage(current.id, text, mediaIds);
      setMessages((list) => upsert(list, sent));
      setProblem(null);
    } catch (e) {
      setProblem(copy('chat.alert.sendFailed'));
      throw e;
    }
  };

  return (
    <section className="agent-console">
      <h1 className="page-title">{copy('agent.title')}</h1>
      <p className="page-intro">{copy('agent.intro', { brand: org.orgBrand })}</p>
      <p role="status" className="agent-console__presence">{online ? copy('agent.online', { brand: org.orgBrand }) : ''}</p>
      <div className="agent-console__switches">
        <label>
          <input type="checkbox" checked={away.away} disabled={!away.ready || away.set.isPending} onChange={(e) => away.set.mutate(e.target.checked)} />{' '}
          {copy('agent.away')}
        </label>
        {alerts.permission === 'denied' ? <p>{copy('agent.alertsBlocked')}</p> : alerts.on ? <p>{copy('agent.alertsOn')}</p> : (
          <button type="button" className="button button--small" onClick={() => void alerts.turnOn()}>{copy('agent.alerts')}</button>
        )}
      </div>
      {problem ? <p role="alert" className="chat-inline-error">{problem}</p> : null}
      <div className="agent-console__grid">
        <section aria-labelledby="agent-queue-title" className="agent-console__queue">
          <h2 id="agent-queue-title">{copy('agent.queue')}</h2>
          {queue.isPending ? <p role="status">{copy('app.loading')}…</p> : (
            <QueueList conversations={queue.data ?? []} selected={current?.id ?? null} busy={busy} onJoin={(c) => void open(c)} />
          )}
        </section>
        {current ? (
          <ConversationPane
            conversation={current}
            language={queue.data?.find((q) => q.id === current.id)?.application?.language}
            messages={messages}
            typing={typing}
            allowedDomains={org.chat?.allowedLinkDomains ?? []}
            onSend={onSend}
            onTyping={typingPreview}
            onEnd={() => {
              endConversation(current.id).then(setCurrent, () => setProblem(copy('chat.alert.general')));
              void queryClient.invalidateQueries({ queryKey: agentKeys.queue });
            }}
            onDownload={(m) => void downloadChatFile(current.id, m).catch(() => setProblem(copy('chat.alert.general')))}
            onTransferred={(_c, name) => {
              // the chat is the other agent's now: it leaves this console
              currentId.current = null;
              setCurrent(null);
              setMessages([]);
              setProblem(null);
              announce(copy('agent.transferred', { name }));
              void queryClient.invalidateQueries({ queryKey: agentKeys.queue });
            }}
            onError={() => setProblem(copy('chat.alert.general'))}
          />
        ) : <p className="agent-console__hint">{copy('agent.select')}</p>}
      </div>
    </section>
  );
}
