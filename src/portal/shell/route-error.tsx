import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useCopy, useOptionalOrg } from '../org-context';

/** The error fallback page: the spec's texts, a retry, support contacts and the way back. */
export function RouteError() {
  const error = useRouteError();
  const copy = useCopy();
  const org = useOptionalOrg();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="page page--error" id="main">
      <h1>{copy('error.title')}</h1>
      {notFound ? <p>{copy('error.notFound')}</p> : null}
      <p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {copy('error.tryAgain')}
        </button>
      </p>
      {org ? <p>{copy('error.contact', { phone: org.orgMetaData.companyInfo.phoneFormatted, email: org.support.email })}</p> : null}
      <p>
        <a href="/dashboard">{copy('error.dashboard')}</a>
      </p>
    </main>
  );
}
