import type { ChatConversation, ChatMedia, ChatMessage } from '../../../api/chat';
import { Composer } from '../../../widgets/chat/composer';
import { MessageList } from '../../../widgets/chat/message-list';
import { useCopy } from '../../org-context';
import { languageLabel } from '../staff/labels';
import { CannedReplies, NotesPanel, PastChats, TransferControl } from './agent-tools';

export interface ConversationPaneProps {
  conversation: ChatConversation;
  /** The language of the signed-in visitor's application (none for a visitor who is not signed in). */
  language?: string;
  messages: ChatMessage[];
  typing: string | null;
  allowedDomains: readonly string[];
  onSend: (text: string, files: File[]) => Promise<void>;
  onTyping: (text: string) => void;
  onEnd: () => void;
  onDownload: (m: ChatMedia) => void;
  onTransferred: (c: ChatConversation, name: string) => void;
  onError: () => void;
}

/** One conversation: its history, the reply box with attachments and canned replies, transfer, End chat, internal notes and the visitor's past chats. */
export function ConversationPane(props: ConversationPaneProps) {
  const copy = useCopy();
  const { conversation: c } = props;
  const closed = c.state === 'CLOSED';
  const labels = {
    message: copy('chat.messageLabel'), send: copy('chat.send'), attach: copy('chat.attach'), files: copy('chat.attachmentsLabel'),
    remove: (name: string) => copy('chat.removeAttachment', { name }), rejected: (name: string) => copy('chat.rejectedFile', { name }),
    tooLarge: (name: string) => copy('chat.fileTooLarge', { name }), tooMany: (name: string) => copy('chat.tooManyFiles', { name }),
  };
  return (
    <section className="agent-pane" aria-labelledby="agent-pane-title">
      <div className="agent-pane__head">
        <h2 id="agent-pane-title">{c.friendlyName}</h2>
        {!closed ? <button type="button" className="button button--secondary" onClick={props.onEnd}>{copy('agent.end')}</button> : null}
      </div>
      {props.language ? <p className="agent-pane__language">{copy('agent.language', { language: languageLabel(copy, props.language) })}</p> : null}
      {c.state === 'ACTIVE' ? <TransferControl conversation={c} onTransferred={props.onTransferred} onError={props.onError} /> : null}
      <MessageList
        messages={props.messages}
        mine="AGENT"
        allowedDomains={props.allowedDomains}
        label={copy('chat.messagesLabel')}
        youLabel={copy('chat.you')}
        onDownload={props.onDownload}
      >
        {props.typing ? <p className="chat-typing" aria-live="off">{copy('chat.typing', { name: c.friendlyName, preview: props.typing })}</p> : null}
      </MessageList>
      {closed ? <p role="status">{copy('agent.ended')}</p> : (
        <>
          <CannedReplies onSend={(text) => props.onSend(text, [])} />
          <Composer placeholder={copy('chat.placeholder')} labels={labels} onSend={props.onSend} onTyping={props.onTyping} />
        </>
      )}
      <NotesPanel conversationId={c.id} />
      <PastChats conversationId={c.id} />
    </section>
  );
}
