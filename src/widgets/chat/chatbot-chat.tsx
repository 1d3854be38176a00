import { useEffect, useMemo, useState } from 'react';
import { chatWithAutobot, getChatHistory, type ChatbotItem, type ChatMessage } from '../../api/chat';
import type { AlertKind } from './alerts';
import { Composer } from './composer';
import { useChatCopy } from './copy';
import { FeedbackDialog } from './feedback-dialog';
import { CHATBOT_SESSION_MS, type ChatSession } from './logic';
import { MessageList } from './message-list';
import { useComposerLabels } from './use-composer-labels';

export interface ChatbotChatProps {
  session: ChatSession;
  onSession: (s: ChatSession) => void;
  orgCode: string;
  applicationUuid: string | null;
  crypto: boolean;
  allowedDomains: readonly string[];
  onAlert: (kind: AlertKind | null, clear?: AlertKind) => void;
  /** The current borrower-authentication nonce, when its flag is on and the visitor is signed in. */
  nonce?: () => string | undefined;
  /** The visitor chose to talk to a person. */
  onHandoff: () => void;
}

/** Question and answer pairs as chat messages; the answer keeps its question id for the rating. */
function toMessages(items: ChatbotItem[], you: string, bot: string): ChatMessage[] {
  return items.flatMap((i) => [
    { id: `${i.questionId}-q`, conversationId: '', author: you, authorType: 'APPLICANT' as const, body: i.questionStr, media: [], timestamp: i.createdDt },
    { id: i.questionId, conversationId: '', author: bot, authorType: 'CHATBOT' as const, body: i.responseStr, media: [], timestamp: i.createdDt },
  ]);
}

/** The chatbot: answers from the knowledge base, last 20 exchanges reloaded, "Bad Response" feedback. */
export function ChatbotChat(props: ChatbotChatProps) {
  const { session, onSession, onAlert } = props;
  const copy = useChatCopy();
  const labels = useComposerLabels();
  const [items, setItems] = useState<ChatbotItem[]>([]);
  const [rating, setRating] = useState<ChatbotItem | null>(null);
  const [rated, setRated] = useState<Set<string>>(() => new Set());

  const conversationId = session.conversationId;
  // A conversation reopened from storage shows its last 20 exchanges; later answers are appended as they come.
  const [resumed] = useState(() => (session.conversationId && session.token ? { id: session.conversationId, token: session.token } : null));
  useEffect(() => {
    if (!resumed) return;
    let live = true;
    getChatHistory(resumed.id, resumed.token).then((list) => {
      if (live && Array.isArray(list)) setItems(list);
    }, () => live && onAlert('general'));
    return () => {
      live = false;
    };
  }, [resumed, onAlert]);

  const onSend = async (text: string) => {
    try {
      const answer = await chatWithAutobot({
        conversationId, message: text, organization: props.orgCode, pageUrl: window.location.href,
        senderId: session.friendlyName, senderType: 'APPLICANT', applicationId: props.applicationUuid ?? undefined,
        tag: props.crypto ? 'cloc' : undefined, nonce: props.nonce?.(),
      }, conversationId ? session.token : undefined);
      setItems((list) => [...list, answer]);
      onSession({ ...session, conversationId: answer.conversationId, token: answer.token, expiration: Date.now() + CHATBOT_SESSION_MS });
      onAlert(null, 'sendFailed');
    } catch (e) {
      onAlert('sendFailed');
      throw e;
    }
  };

  const messages = useMemo(() => toMessages(items, session.friendlyName, copy('chat.bot.name')), [items, session.friendlyName, copy]);
  const last = items.at(-1);
  const byId = useMemo(() => new Map(items.map((i) => [i.questionId, i])), [items]);

  return (
    <>
      <MessageList
        messages={messages}
        mine="APPLICANT"
        allowedDomains={props.allowedDomains}
        label={copy('chat.messagesLabel')}
        youLabel={copy('chat.you')}
        after={(m) => {
          const item = m.authorType === 'CHATBOT' ? byId.get(m.id) : undefined;
          if (!item) return null;
          return rated.has(item.questionId)
            ? <p className="chat-note">{copy('chat.bot.feedbackThanks')}</p>
            : (
              <button type="button" className="chat-icon-button chat-bad" aria-label={copy('chat.bot.badResponse')} title={copy('chat.bot.badResponse')} onClick={() => setRating(item)}>
                <span aria-hidden="true">👎</span>
              </button>
            );
        }}
      >
        {!items.length ? <p className="chat-message chat-message--chatbot">{copy('chat.bot.greeting')}</p> : null}
        {last?.handoff ? (
          <button type="button" className="button button--secondary chat-handoff" onClick={props.onHandoff}>{copy('chat.bot.handoff')}</button>
        ) : null}
      </MessageList>
      <Composer placeholder={copy('chat.placeholder')} labels={labels} allowFiles={false} onSend={onSend} />
      {rating && conversationId ? (
        <FeedbackDialog
          item={rating}
          conversationId={conversationId}
          token={session.token}
          senderEmail={session.emailAddress}
          nonce={props.nonce}
          onClose={(sent) => {
            if (sent) setRated((s) => new Set(s).add(rating.questionId));
            setRating(null);
          }}
        />
      ) : null}
    </>
  );
}
