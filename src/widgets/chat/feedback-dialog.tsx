import { useEffect, useId, useRef, useState } from 'react';
import { setChatReplyFeedback, type ChatbotItem } from '../../api/chat';
import { ServiceError } from '../../api/errors';
import { resolveScreen } from '../../engine/org';
import { useRendererContent } from '../../renderer/content-context';
import { SchemaForm } from '../../renderer/schema-form';
import { useChatCopy } from './copy';

export const FEEDBACK_FORM = 'forms/chatbot-feedback';

/** "Tell us more": why an answer was bad (the chatbot-feedback schema pair), sent with a BAD rating. */
export function FeedbackDialog(props: { item: ChatbotItem; conversationId: string; token: string; senderEmail?: string; nonce?: () => string | undefined; onClose: (sent: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const copy = useChatCopy();
  const [errors, setErrors] = useState<{ path: string; message: string }[]>();
  const [failed, setFailed] = useState(false);
  const { onClose } = props;
  const { content, org } = useRendererContent();
  const pair = content.screens[FEEDBACK_FORM];
  const title = pair ? ((resolveScreen(pair, org).ui['x-screen'] as { title?: string } | undefined)?.title ?? '') : '';

  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal?.();
  }, []);

  return (
    <dialog ref={ref} className="dialog chat-feedback" aria-labelledby={titleId} onCancel={(e) => { e.preventDefault(); onClose(false); }}>
      <div className="dialog__head">
        <h2 id={titleId} className="dialog__title">{title}</h2>
        <button type="button" className="dialog__close" aria-label={copy('dialog.close')} onClick={() => onClose(false)}>×</button>
      </div>
      {failed ? <p role="alert" className="chat-inline-error">{copy('chat.alert.general')}</p> : null}
      <SchemaForm<{ reason: string; additionalInformation?: string }>
        screen={FEEDBACK_FORM}
        showTitle={false}
        serverErrors={errors}
        onSubmit={async (data) => {
          try {
            await setChatReplyFeedback({
              questionId: props.item.questionId, conversationId: props.conversationId, responseToCustomer: props.item.responseStr,
              rating: 'BAD', reason: data.reason, additionalInformation: data.reason === 'Other' ? data.additionalInformation : undefined,
              feedbackMessage: data.reason === 'Other' && data.additionalInformation ? data.additionalInformation : data.reason,
              senderEmail: props.senderEmail, senderType: 'APPLICANT', nonce: props.nonce?.(),
            }, props.token);
            onClose(true);
          } catch (e) {
            if (e instanceof ServiceError && e.fieldErrors?.length) setErrors(e.fieldErrors);
            else setFailed(true);
          }
        }}
      />
    </dialog>
  );
}
