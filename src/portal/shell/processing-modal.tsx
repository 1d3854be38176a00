import { useEffect, useState } from 'react';
import { useCopy } from '../org-context';
import { Dialog } from './dialog';

/** Spec: the processing modal gives up after 30 seconds by default. */
export const PROCESSING_TIMEOUT_MS = 30_000;

/**
 * Shown while a long action runs (e.g. generating documents). The user cannot dismiss it while it
 * works; after the time-out it says so, lets them close it, and tells the caller.
 */
export function ProcessingModal(props: { open: boolean; title?: string; message?: string; timeoutMs?: number; onTimeout?: () => void; onClose?: () => void }) {
  const copy = useCopy();
  const [timedOut, setTimedOut] = useState(false);
  const { open, onTimeout } = props;
  const timeoutMs = props.timeoutMs ?? PROCESSING_TIMEOUT_MS;

  useEffect(() => {
    setTimedOut(false);
    if (!open) return undefined;
    const timer = setTimeout(() => {
      setTimedOut(true);
      onTimeout?.();
    }, timeoutMs);
    return () => clearTimeout(timer);
  }, [open, timeoutMs, onTimeout]);

  return (
    <Dialog open={open} onClose={() => props.onClose?.()} title={props.title ?? copy('processing.title')} closable={timedOut}>
      {timedOut ? (
        <p role="alert">{copy('processing.timeout')}</p>
      ) : (
        <p role="status" className="processing">
          <span className="loader__spinner" aria-hidden="true" />
          {props.message ?? copy('app.loading')}…
        </p>
      )}
    </Dialog>
  );
}

/**
 * The processing modal over a long submit (linking income, signing, uploading): open while `busy`,
 * closable once it has timed out, and shown again by the next submit.
 */
export function ProcessingWhile({ busy, message }: { busy: boolean; message?: string }) {
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (!busy) setClosed(false);
  }, [busy]);
  return <ProcessingModal open={busy && !closed} message={message} onClose={() => setClosed(true)} />;
}
