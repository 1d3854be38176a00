import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useCopy } from '../org-context';

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, Escape closes it and
 * focus returns to the opener.
 */
export function Dialog(props: { open: boolean; onClose: () => void; title: string; children: ReactNode; closable?: boolean; className?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const copy = useCopy();
  const { open, onClose } = props;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`dialog ${props.className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (props.closable !== false) onClose();
      }}
    >
      <div className="dialog__head">
        <h2 id={titleId} className="dialog__title">{props.title}</h2>
        {props.closable !== false ? (
          <button type="button" className="dialog__close" onClick={onClose} aria-label={copy('dialog.close')}>×</button>
        ) : null}
      </div>
      {props.children}
    </dialog>
  );
}
