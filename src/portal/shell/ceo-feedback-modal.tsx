import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { CEO_FEEDBACK_FORM, useSendCeoFeedback, type CeoFeedback } from '../../api/feedback';
import { ServiceError } from '../../api/errors';
import { isUuid } from '../../lib/format-basic';
import { SchemaForm } from '../../renderer/schema-form';
import { useCopy, useOrg } from '../org-context';
import { Dialog } from './dialog';
import { useAnnounce } from './live-region';
import { RendererProvider } from './renderer-provider';

/** "Share your thoughts with our CEO": the schema form in a modal; server errors show inline. */
export default function CeoFeedbackModal({ onClose }: { onClose: () => void }) {
  const copy = useCopy();
  const org = useOrg();
  const announce = useAnnounce();
  const { pathname } = useLocation();
  const send = useSendCeoFeedback();
  const [sent, setSent] = useState(false);
  const error = send.error instanceof ServiceError ? send.error : null;
  const applicationUuid = pathname.split('/').find((segment) => isUuid(segment));

  const submit = (data: CeoFeedback) => {
    send.mutate(
      { ...data, pathname, productType: 'HELOC', ...(applicationUuid ? { applicationUuid } : {}) },
      { onSuccess: () => { setSent(true); announce(copy('feedback.sent')); } },
    );
  };

  return (
    <Dialog open onClose={onClose} title={copy('feedback.title')} className="dialog--wide">
      {sent ? (
        <>
          <p role="status">{copy('feedback.sent')}</p>
          <div className="form-actions">
            <button type="button" className="button button--primary" onClick={onClose}>{copy('dialog.close')}</button>
          </div>
        </>
      ) : (
        <Suspense fallback={<p role="status">{copy('app.loading')}…</p>}>
          <RendererProvider org={org}>
            {error && !error.fieldErrors.length ? <p className="form-errors" role="alert">{error.message}</p> : null}
            <SchemaForm
              screen={CEO_FEEDBACK_FORM}
              showTitle={false}
              disabled={send.isPending}
              serverErrors={error?.fieldErrors}
              onSubmit={(data) => submit(data as unknown as CeoFeedback)}
            />
          </RendererProvider>
        </Suspense>
      )}
    </Dialog>
  );
}
