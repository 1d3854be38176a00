import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePrivateLabel } from '../../api/org';
import { formatPhone } from '../../lib/format-basic';
import { useCopy, useOptionalOrg } from '../org-context';

/** Spec: the default support phone display when no org could be loaded. */
export const DEFAULT_SUPPORT_PHONE = '888-819-6388';

/**
 * The error fallback page: the spec's texts, a retry, support contacts and the way back. Inside the
 * shell it fills the main area; when the shell itself failed it is the whole page.
 */
export function RouteError() {
  const error = useRouteError();
  const copy = useCopy();
  const shellOrg = useOptionalOrg();
  // The org query is usually cached already; when the shell failed this still finds the contacts.
  const fetched = usePrivateLabel();
  const org = shellOrg ?? fetched.data;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const phone = org ? formatPhone(org.support.phone) : DEFAULT_SUPPORT_PHONE;
  const email = org?.support.email;
  const body = (
    <div className="error-page" data-testid="route-error">
      <h1 className="page-title">{copy('error.title')}</h1>
      {notFound ? <p>{copy('error.notFound')}</p> : null}
      <p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {copy('error.tryAgain')}
        </button>
      </p>
      <p>
        {copy('error.contactLead')}{' '}
        <a href={`tel:+1${phone.replace(/\D/g, '').slice(-10)}`}>{phone}</a>
        {email ? <>{' · '}<a href={`mailto:${email}`}>{email}</a></> : null}
      </p>
      <p>
        <a href="/dashboard">{copy('error.dashboard')}</a>
      </p>
    </div>
  );
  return shellOrg ? body : <main id="main" className="page page--error">{body}</main>;
}
