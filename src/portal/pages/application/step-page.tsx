import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useApplicationRecord } from '../../../api/application';
import { declineRedirect } from '../../../engine/status-routing';
import { useCopy } from '../../org-context';
import { pages } from '../registry';
import { applicantFlow, statusTable, stepUrl, targetOf } from './flow';
import { ProgressSidebar } from './progress-sidebar';
import { ScreenStep } from './screen-step';
import { WaitingView } from './waiting-view';

/** A route that is only the first segment of other routes (a group such as start or bank). */
const isGroup = (route: string): boolean =>
  !route.includes('/') && Object.values(applicantFlow().flow.states).some((st) => st.route?.startsWith(`${route}/`));

/**
 * The application step renderer for /account/heloc/{uuid}/*: finds the flow state of the route and
 * renders its screen (a schema form), its page (registry) or a waiting view, beside the progress
 * sidebar. A route that belongs to another state than the application's sends the applicant to
 * where the application is; a declined decision does so without any action.
 */
export default function StepPage() {
  const params = useParams();
  const uuid = params.uuid ?? '';
  const route = (params['*'] ?? '').replace(/\/+$/, '');
  const copy = useCopy();
  const navigate = useNavigate();
  const app = useApplicationRecord(uuid);
  const record = app.data;

  const flow = applicantFlow();
  const target = targetOf(route, record?.state);
  const declined = record ? declineRedirect(record, { table: statusTable(), flow }, route) : undefined;
  const elsewhere = record && target.kind === 'state' && target.state !== record.state ? flow.routeOf(record.state) : undefined;
  const redirect = declined ?? elsewhere;

  useEffect(() => {
    if (redirect !== undefined && redirect !== route) navigate(stepUrl(uuid, redirect), { replace: true });
  }, [redirect, route, uuid, navigate]);

  if (app.isPending) return <p role="status">{copy('app.loading')}…</p>;
  if (app.isError) return <p role="alert">{copy('step.loadError')} {app.error.message}</p>;
  if (!record) return null;
  if (!route) return <Navigate to={stepUrl(uuid, flow.routeOf(record.state) ?? '')} replace />;
  if (redirect !== undefined && redirect !== route) return <p role="status">{copy('app.loading')}…</p>;

  let body: React.ReactNode;
  if (target.kind === 'none' && isGroup(route)) {
    // Spec: the index route of a group (start, bank, review-app, ...) redirects to its parent.
    return <Navigate to={stepUrl(uuid, '')} replace />;
  } else if (target.kind === 'none') {
    body = <h1 className="page-title">{copy('step.notFound')}</h1>;
  } else if (target.kind === 'screen') {
    body = <ScreenStep key={target.screen} uuid={uuid} screenId={target.screen} app={record} closed={flow.state(record.state)?.final === true} />;
  } else if (target.page) {
    const Page = pages[target.page as keyof typeof pages];
    body = Page ? <Page uuid={uuid} app={record} route={route} /> : <WaitingView uuid={uuid} route={route} />;
  } else if (target.screen) {
    body = <ScreenStep key={target.screen} uuid={uuid} screenId={target.screen} app={record} closed={target.final} />;
  } else {
    body = <WaitingView uuid={uuid} route={route} />;
  }

  return (
    <div className="step-layout" data-state={record.state} data-status={record.status}>
      <div className="step-layout__main">{body}</div>
      <ProgressSidebar app={record} />
    </div>
  );
}
