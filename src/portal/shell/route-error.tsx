import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { usePrivateLabel } from '../../api/org';
import { formatPhone } from '../../lib/format-basic';
import { useCopy, useOptionalOrg } from '../org-context';
import { DASHBOARD_PATH } from '../../lib/page-paths';

/** Spec: the default support phone display when no org could be loaded. */
export const DEFAULT_SUPPORT_PHONE = '888-819-6388';

/**
 * The error fallback page: the spec's texts, a retry, support contacts and the way back. Inside the
 * shell it fills the main area; when the shell itself failed it is the whole page.
 */
export function RouteError() {
  const copy = useCopy();
  const shellOrg = useOptionalOrg();
  // The org query is usually cached already; when the shell failed this still finds the contacts.
  const fetched = usePrivateLabel();
  const org = shellOrg ?? fetched.data;
  const phone = org ? formatPhone(org.support.phone) : DEFAULT_SUPPORT_PHONE;
  const email = org?.support.email;
  const body = (
    <div className="error-page" data-testid="route-error">
      <h1 className="page-title">{copy('error.title')}</h1>
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
        <a href={DASHBOARD_PATH}>{copy('error.dashboard')}</a>
      </p>
    </div>
  );
  return shellOrg ? body : <main id="main" className="page page--error">{body}</main>;
}

interface BoundaryProps { children: ReactNode; at: string }

class ErrorBoundary extends Component<BoundaryProps, { failed: boolean; at: string }> {
  override state = { failed: false, at: this.props.at };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  // a new location renders what is wrapped again
  static getDerivedStateFromProps(props: BoundaryProps, state: { at: string }): { failed: boolean; at: string } | null {
    return props.at !== state.at ? { failed: false, at: props.at } : null;
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * Shows the error page in place of what it wraps when that throws while rendering (a page, a chunk that
 * would not load): the whole page around the shell, the main area inside it. Going to another location
 * renders what it wraps again.
 */
export function RouteErrors({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <ErrorBoundary at={pathname + search}>{children}</ErrorBoundary>;
}
