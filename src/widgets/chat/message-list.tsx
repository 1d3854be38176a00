import { useEffect, useRef, type ReactNode } from 'react';
import type { ChatMedia, ChatMessage } from '../../api/chat';
import { formatFileSize } from './logic';
import { MessageText } from './message-text';

export interface MessageListProps {
  messages: ChatMessage[];
  /** Whose messages are "mine" (shown on the right). */
  mine: ChatMessage['authorType'];
  allowedDomains: readonly string[];
  label: string;
  youLabel: string;
  onDownload?: (media: ChatMedia) => void;
  /** Rendered after a message (e.g. the chatbot's rating button). */
  after?: (message: ChatMessage) => ReactNode;
  children?: ReactNode;
}

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

/** The conversation as a live log, newest at the bottom. */
export function MessageList(props: MessageListProps) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [props.messages.length]);
  return (
    // tabIndex: a scrollable log must be reachable by keyboard (axe scrollable-region-focusable).
    <div className="chat-messages" role="log" aria-live="polite" aria-label={props.label} tabIndex={0}>
      <ul>
        {props.messages.map((m) => (
          <li key={m.id} className={`chat-message chat-message--${m.authorType === props.mine ? 'mine' : m.authorType.toLowerCase()}`}>
            {m.authorType === 'SYSTEM' ? (
              <p className="chat-message__system"><MessageText text={m.body} allowedDomains={props.allowedDomains} /></p>
            ) : (
              <>
                <p className="chat-message__meta">
                  <span className="chat-message__author">{m.authorType === props.mine ? props.youLabel : m.author}</span>{' '}
                  <time dateTime={m.timestamp}>{time(m.timestamp)}</time>
                </p>
                {m.body ? <p className="chat-message__body"><MessageText text={m.body} allowedDomains={props.allowedDomains} /></p> : null}
                {m.media.length ? (
                  <ul className="chat-message__files">
                    {m.media.map((f) => (
                      <li key={f.id}>
                        <button type="button" className="link-button" onClick={() => props.onDownload?.(f)}>
                          {f.filename}
                        </button>{' '}
                        <span className="chat-size">({formatFileSize(f.size)})</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {props.after?.(m)}
              </>
            )}
          </li>
        ))}
      </ul>
      {props.children}
      <div ref={end} />
    </div>
  );
}
