import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useCopy } from '../org-context';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab past the last control comes back to the first, and Shift+Tab before the first goes to the
 * last: the page behind is inert, but the browser would otherwise move on to its own toolbar.
 */
function keepFocusInside(e: KeyboardEvent<HTMLDialogElement>) {
  if (e.key !== 'Tab') return;
  const controls = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const at = document.activeElement;
  if (e.shiftKey && (at === first || !e.currentTarget.contains(at))) { e.preventDefault(); last.focus(); }
  else if (!e.shiftKey && at === last) { e.preventDefault(); first.focus(); }
}

/**
 * A modal dialog on the native <dialog> element: the page behind is inert, Tab cycles inside it,
 * Escape closes it and focus returns to the opener.
 */
export function Dialog(props: { open: boolean; onClose: () => void; title: string; children: ReactNode; closable?: boolean; className?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const copy = useCopy();
  const { open, onClose } = props;

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    // taken before showModal moves the focus in: the dialog leaves the page when it closes, so the
    // browser cannot give the focus back to the opener itself
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal?.();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`dialog ${props.className ?? ''}`}
      aria-labelledby={titleId}
      onKeyDown={keepFocusInside}
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
