import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useNotifications } from '../../api/notifications';
import { importWithReload } from './lazy-page';
import { useCopy } from '../org-context';

const NotificationsList = lazy(() => importWithReload(() => import('./notifications-list')));

/** The bell in the top bar: unread count, and a panel listing the notifications when opened. */
export function NotificationsMenu() {
  const copy = useCopy();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const query = useNotifications(true);
  const unread = query.data?.filter((n) => n.status === 'UNREAD').length ?? 0;

  useEffect(() => {
    if (!open) return undefined;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent) {
        // Escape closes the panel and puts focus back on its button, so keyboard users are not lost.
        if (e.key !== 'Escape') return;
        setOpen(false);
        toggle.current?.focus();
      } else if (!root.current?.contains(e.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [open]);

  return (
    <div className="notifications" ref={root}>
      <button ref={toggle} type="button" className="icon-button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
        </svg>
        <span className="narrow-hidden">{copy('notifications.title')}</span>
        {unread ? <span className="badge" data-testid="unread-count">{unread}<span className="visually-hidden"> {copy('notifications.unread')}</span></span> : null}
      </button>
      {open ? (
        <div id={panelId} className="notifications__panel" role="region" aria-label={copy('notifications.title')}>
          <Suspense fallback={<p role="status">{copy('app.loading')}…</p>}>
            <NotificationsList items={query.data ?? []} loading={query.isPending} onNavigate={() => setOpen(false)} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
