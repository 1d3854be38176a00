import { useEffect } from 'react';
import { CancelControl } from '../funding/cancel-control';
import { useNavigate } from 'react-router';
import { Link } from '../../shell/links';
import { useMyApplications, type ApplicationSummary } from '../../../api/application-list';
import { FLAGS, useFlag } from '../../../api/flags';
import { useLogout, useProfile, USER_NOT_FOUND } from '../../../api/identity';
import { toDisplayDate } from '../../../lib/format';
import { useRendererContent } from '../../../renderer/content-context';
import { useCopy, useOrg, type CopyKey } from '../../org-context';
import { setSignerHint } from '../../session/session-errors';
import { DASHBOARD_APPLICATIONS_SHOWN, REGISTER_PATH } from '../../session/paths';
import { resumePath } from '../../session/resume';
import { ANOTHER, startAnother } from '../register/draft';
import { FundedLine } from '../funding/funded-line';
import type { ApplicationRecord } from '../../../api/application';
import { audienceOf, dashboardLinks, statusLabel } from './links';

const mainSite = (terms: string | undefined): string => {
  try {
    return terms ? new URL(terms).origin : '';
  } catch {
    return '';
  }
};

/** /dashboard: the signed-in user's applications with their status and where to resume. */
export default function DashboardPage() {
  const org = useOrg();
  const copy = useCopy();
  const navigate = useNavigate();
  const { content } = useRendererContent();
  const profile = useProfile();
  const apps = useMyApplications();
  const portfolio = useFlag(org.orgCode, FLAGS.portfolioManager);
  const logout = useLogout();

  useEffect(() => {
    document.title = `${copy('dashboard.title')} | ${org.orgBrand}`;
  }, [copy, org.orgBrand]);

  const list = apps.data ?? [];
  const audience = audienceOf(profile.data, list);
  useEffect(() => setSignerHint(audience === 'signer'), [audience]);

  // what the card offers follows where the application stands: a funded line is viewed, not resumed
  const actionKey = (app: ApplicationSummary): CopyKey => {
    const state = content.flows.applicant?.states[app.state] as { final?: boolean; progressStep?: string } | undefined;
    if (!state?.final) return 'dashboard.resume';
    return state.progressStep ? 'dashboard.viewLine' : 'dashboard.viewDecision';
  };

  // a funded line (a final state within the progress steps) shows its terms and servicing details here too
  const isFunded = (app: ApplicationSummary): boolean => actionKey(app) === 'dashboard.viewLine';

  const name = profile.data?.name?.firstName;
  const site = mainSite(org.mainSite?.terms);
  return (
    <section aria-labelledby="dashboard-title" className="dashboard">
      <h1 id="dashboard-title" className="page-title">{name ? copy('dashboard.greeting', { name }) : copy('dashboard.title')}</h1>
      {profile.isError ? <p role="alert">{profile.error.message || USER_NOT_FOUND}</p> : null}

      <h2 className="dashboard__heading">{copy('dashboard.title')}</h2>
      {apps.isPending ? <p role="status">{copy('app.loading')}…</p> : null}
      {apps.isError ? <p role="alert">{apps.error.message}</p> : null}
      {apps.isSuccess && list.length === 0 ? (
        <p>{copy('dashboard.empty')} <Link to={REGISTER_PATH}>{copy('dashboard.start')}</Link></p>
      ) : null}
      {list.length ? (
        <ul className="application-list">
          {list.slice(0, DASHBOARD_APPLICATIONS_SHOWN).map((app) => {
            const address = app.property?.address;
            const heading = address?.street1 ? `${address.street1}, ${address.city ?? ''} ${address.state ?? ''}`.trim() : copy('dashboard.loanNumber', { loanNumber: app.loanNumber });
            return (
              <li key={app.uuid} className="application-card">
                <h3 className="application-card__title">{heading}</h3>
                <dl className="application-card__facts">
                  <div><dt>{copy('dashboard.statusLabel')}</dt><dd data-testid="application-status">{statusLabel(copy, app.status)}</dd></div>
                  <div><dt>{copy('dashboard.loanNumberLabel')}</dt><dd>{app.loanNumber}</dd></div>
                  <div><dt>{copy('dashboard.startedLabel')}</dt><dd>{toDisplayDate(app.auditFields.createdDate) ?? ''}</dd></div>
                </dl>
                {isFunded(app) && audience === 'borrower' ? <FundedLine uuid={app.uuid} app={app as unknown as ApplicationRecord} headingLevel={3} /> : null}
                <Link className="button button--primary" to={resumePath(app, content.flows.applicant, profile.data?.uuid)} aria-label={`${copy(actionKey(app))}: ${heading}`}>
                  {copy(actionKey(app))}
                </Link>
                {content.flows.applicant?.states[app.state]?.final ? null : <CancelControl uuid={app.uuid} heading={heading} />}
              </li>
            );
          })}
        </ul>
      ) : null}
      {list.length > DASHBOARD_APPLICATIONS_SHOWN ? (
        <p className="page-note">{copy('dashboard.olderApplications', { count: String(DASHBOARD_APPLICATIONS_SHOWN), phone: org.orgMetaData.companyInfo.phoneFormatted })}</p>
      ) : null}
      {list.length && audience === 'borrower' ? (
        <p><Link to={`${REGISTER_PATH}?${ANOTHER}=1`} onClick={startAnother}>{copy('dashboard.startAnother')}</Link></p>
      ) : null}

      <nav aria-label={copy('dashboard.links', { brand: org.orgBrand })} className="dashboard__links">
        <h2 className="dashboard__heading">{copy('dashboard.links', { brand: org.orgBrand })}</h2>
        <ul>
          {dashboardLinks(audience, org, { portfolioManager: portfolio.flagEnabled }).map((l) => (
            <li key={l.key}><a href={`${site}${l.path}`}>{copy(l.label)}</a></li>
          ))}
        </ul>
      </nav>

      <p>
        <button type="button" className="button" onClick={() => void logout((to) => navigate(to, { replace: true }))}>
          {copy('nav.logout')}
        </button>
      </p>
    </section>
  );
}
