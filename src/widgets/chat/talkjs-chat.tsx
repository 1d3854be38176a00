import { useEffect, useRef } from 'react';
import type { AlertKind } from './alerts';
import { useChatCopy } from './copy';
import type { ChatSession } from './logic';

export interface TalkjsChatProps {
  session: ChatSession;
  onAlert: (kind: AlertKind | null, clear?: AlertKind) => void;
}

/**
 * TalkJS mode: the vendor's chatbox (its SDK, loaded only in this mode) in the visitor's thread,
 * signed in as the visitor with the user token our server minted.
 */
export function TalkjsChatView({ session, onAlert }: TalkjsChatProps) {
  const copy = useChatCopy();
  const box = useRef<HTMLDivElement>(null);
  const { talkjs, customerId, threadId } = session;

  useEffect(() => {
    if (!talkjs || !customerId || !threadId) {
      onAlert('general');
      return undefined;
    }
    let live = true;
    let destroy: (() => void) | undefined;
    void (async () => {
      try {
        const Talk = (await import('talkjs')).default;
        await Talk.ready;
        if (!live) return;
        const talk = new Talk.Session({ appId: talkjs.appId, userId: customerId, token: talkjs.customerToken });
        const chatbox = talk.createChatbox();
        chatbox.select(talk.getOrCreateConversation(threadId));
        destroy = () => {
          chatbox.destroy();
          talk.destroy();
        };
        await chatbox.mount(box.current);
        onAlert(null, 'general');
      } catch {
        if (live) onAlert('general');
      }
    })();
    return () => {
      live = false;
      destroy?.();
    };
  }, [talkjs, customerId, threadId, onAlert]);

  return <div ref={box} className="chat-talkjs" role="region" aria-label={copy('chat.messagesLabel')} />;
}
