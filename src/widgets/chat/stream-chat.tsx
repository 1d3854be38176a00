import { useEffect, useRef, useState } from 'react';
import type { Channel, Event, MessageResponse, StreamChat } from 'stream-chat';
import type { ChatMessage } from '../../api/chat';
import type { AlertKind } from './alerts';
import { Composer } from './composer';
import { useChatCopy } from './copy';
import { inputAllowed, TYPING_PREVIEW_MS, type ChatSession } from './logic';
import { MessageList } from './message-list';
import { useComposerLabels } from './use-composer-labels';
import { useThrottled } from './use-throttle';

export interface StreamChatProps {
  session: ChatSession;
  allowedDomains: readonly string[];
  onAlert: (kind: AlertKind | null, clear?: AlertKind) => void;
  onEnded: () => void;
  /** Within the chat hours (or an agent at the console); with override and production, the input rule of agent chats. */
  open: boolean;
  override: boolean;
  production: boolean;
}

function toMessage(m: MessageResponse, me: string): ChatMessage {
  return {
    id: m.id,
    conversationId: m.cid ?? '',
    author: m.user?.name ?? m.user?.id ?? '',
    authorType: m.user?.id === me ? 'APPLICANT' : 'AGENT',
    body: m.text ?? '',
    media: (m.attachments ?? []).map((a, i) => ({
      id: a.asset_url ?? a.image_url ?? `${m.id}-${i}`,
      filename: a.title ?? a.fallback ?? 'attachment',
      size: typeof a.file_size === 'number' ? a.file_size : Number(a.file_size ?? 0),
      contentType: a.mime_type ?? '',
    })),
    timestamp: String(m.created_at ?? new Date().toISOString()),
  };
}

/** Stream mode: the vendor's SDK (loaded only in this mode) with a user token minted by our server. */
export function StreamChatView(props: StreamChatProps) {
  const { session, onAlert, onEnded } = props;
  const stream = session.stream;
  const copy = useChatCopy();
  const labels = useComposerLabels();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [active, setActive] = useState(false);
  const channelRef = useRef<Channel | null>(null);

  useEffect(() => {
    if (!stream) return;
    let client: StreamChat | undefined;
    let live = true;
    void (async () => {
      try {
        const { StreamChat: Client } = await import('stream-chat');
        client = new Client(stream.apiKey);
        await client.connectUser({ id: stream.providerUserId, name: session.friendlyName }, stream.providerUserToken);
        const channel = client.channel('messaging', stream.providerChannelId);
        await channel.watch();
        if (!live) return;
        channelRef.current = channel;
        setMessages(channel.state.messages.map((m) => toMessage(m as unknown as MessageResponse, stream.providerUserId)));
        if (channel.data?.frozen) onEnded();
        else setActive(true);
        channel.on('message.new', (e: Event) => {
          if (e.message) setMessages((list) => [...list.filter((x) => x.id !== e.message?.id), toMessage(e.message as MessageResponse, stream.providerUserId)]);
        });
        channel.on('channel.updated', (e: Event) => {
          // A stream chat ends when its channel is frozen.
          if (e.channel?.frozen) {
            setActive(false);
            onEnded();
          }
        });
        client.on('connection.changed', (e: Event) => onAlert(e.online ? null : 'connectionLost', 'connectionLost'));
      } catch {
        if (live) onAlert('general');
      }
    })();
    return () => {
      live = false;
      void client?.disconnectUser();
    };
  }, [stream, session.friendlyName, onAlert, onEnded]);

  const typing = useThrottled(() => {
    void channelRef.current?.keystroke().catch(() => undefined);
  }, TYPING_PREVIEW_MS);

  const onSend = async (text: string, files: File[]) => {
    const channel = channelRef.current;
    if (!channel) throw new Error('not connected');
    try {
      const attachments = [];
      for (const f of files) {
        const up = await channel.sendFile(f, f.name, f.type);
        attachments.push({ type: 'file', asset_url: up.file, title: f.name, file_size: f.size, mime_type: f.type });
      }
      await channel.sendMessage({ text, attachments });
      onAlert(null, 'sendFailed');
    } catch (e) {
      onAlert('sendFailed');
      throw e;
    }
  };

  return (
    <>
      <MessageList
        messages={messages}
        mine="APPLICANT"
        allowedDomains={props.allowedDomains}
        label={copy('chat.messagesLabel')}
        youLabel={copy('chat.you')}
        onDownload={(m) => { if (/^https:\/\//.test(m.id)) window.open(m.id, '_blank', 'noopener'); }}
      />
      <Composer
        disabled={!inputAllowed({ active, open: props.open, messageCount: messages.length, override: props.override, production: props.production })}
        placeholder={copy('chat.placeholder')} labels={labels} onSend={onSend} onTyping={typing}
      />
    </>
  );
}
