import { useState } from 'react';
import { Link } from './links';
import { isSafeRedirect, MENU_COLLAPSED, menuItems, useMarkRead, type Notification } from '../../api/notifications';
import { relativeTime } from '../../lib/relative-time';
import { useCopy } from '../org-context';
import { CopyAddress } from './copy-address';
import { useAnnounce } from './live-region';
import { useToast } from './toasts';

/** The notifications panel: unread first, at most 8, 3 until "View All". Loaded when first opened. */
export default function NotificationsList({ items, loading, onNavigate }: { items: Notification[]; loading: boolean; onNavigate: () => void }) {
  const copy = useCopy();
  const announce = useAnnounce();
  const toast = useToast();
  const markRead = useMarkRead();
  const read = (uuid: string, onSuccess?: () => void) =>
    markRead.mutate(uuid, { onSuccess, onError: () => toast.show(copy('notifications.markFailed'), 'error') });
  const [all, setAll] = useState(false);
  const shown = menuItems(items);
  const visible = all ? shown : shown.slice(0, MENU_COLLAPSED);
  const now = new Date();

  if (loading) return <p role="status">{copy('app.loading')}…</p>;
  if (!shown.length) return <p className="notifications__empty">{copy('notifications.empty')}</p>;
  return (
    <>
      <ul className="notifications__list">
        {visible.map((n) => (
          <li key={n.uuid} className={`notification ${n.status === 'UNREAD' ? 'notification--unread' : ''}`} data-testid="notification">
            <div className="notification__head">
              <p className="notification__title">
                {n.status === 'UNREAD' ? <span className="visually-hidden">{copy('notifications.unreadItem')} </span> : null}
                {n.title}
              </p>
              <time dateTime={n.created} className="notification__time">{relativeTime(n.created, now)}</time>
            </div>
            <p className="notification__description">{n.description}</p>
            {n.walletAddress ? <CopyAddress address={n.walletAddress} /> : null}
            <div className="notification__actions">
              {n.ctas.filter((c) => isSafeRedirect(c.redirectPath)).map((c) => (
                <Link key={c.redirectPath + c.title} to={c.redirectPath} onClick={() => {
                  if (n.status === 'UNREAD') read(n.uuid);
                  onNavigate();
                }}>{c.title}</Link>
              ))}
              {n.status === 'UNREAD' ? (
                <button type="button" className="link-button" disabled={markRead.isPending} onClick={() => read(n.uuid, () => announce(copy('notifications.markedRead')))}>
                  {copy('notifications.markRead')}<span className="visually-hidden">: {n.title}</span>
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {shown.length > MENU_COLLAPSED ? (
        <button type="button" className="link-button notifications__more" aria-expanded={all} onClick={() => setAll((a) => !a)}>
          {all ? copy('notifications.showLess') : copy('notifications.viewAll')}
        </button>
      ) : null}
    </>
  );
}
