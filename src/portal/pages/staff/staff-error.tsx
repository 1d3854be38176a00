import { ServiceError } from '../../../api/errors';
import { useCopy } from '../../org-context';

/** Why a staff page could not load, in plain words: not staff, no such application, a bad filter, or a failure to retry. */
export function StaffError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const copy = useCopy();
  const status = error instanceof ServiceError ? error.status : 0;
  const message = status === 401 ? copy('staff.signIn')
    : status === 403 ? copy('staff.forbidden')
      : status === 404 ? copy('staff.notFound')
        : status === 400 && error instanceof Error ? error.message
          : copy('staff.loadFailed');
  return (
    <div>
      <p role="alert">{message}</p>
      {onRetry && status !== 401 && status !== 403 && status !== 404 ? (
        <button type="button" className="button button--small" onClick={onRetry}>{copy('staff.retry')}</button>
      ) : null}
    </div>
  );
}

/** A polite loading line. */
export function StaffLoading() {
  const copy = useCopy();
  return <p role="status">{copy('app.loading')}…</p>;
}
