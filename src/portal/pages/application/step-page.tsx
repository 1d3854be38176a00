import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useApplicationRecord } from '../../../api/application';
import { useProfile } from '../../../api/identity';
import { isAdditionalSigner } from '../../../api/signers';
import { declineRedirect } from '../../../engine/status-routing';
import { useCopy, useOrg } from '../../org-context';
import { pages } from '../registry';
import { applicantFlow, isBehind, statusTable, stepUrl, targetOf } from './flow';
import { PastPage, PastStepNotice } from './past-step';
import { ProgressLine, ProgressSidebar } from './progress-sidebar';
import { ScreenStep } from './screen-step';
import { LetterLinks } from './letter-links';
import { useStatusPoller } from './use-status-poller';
import { useStepArrival } from './use-step-arrival';
import { WaitingView } from './waiting-view';
import { useContentVersion } from '../../use-content-version';
import { signerIntroPath } from '../../../lib/page-paths';

/** A route that is only the first segment of other routes (a group such as start or bank). */
const isGroup = (route: string): boolean =>
  !route.includes('/') && Object.values(applicantFlow().flow.states).some((st) => st.route?.startsWith(`${route}/`));

/**
 * The one step framework for /account/heloc/{uuid}/*: finds what the flow shows at the route (a
 * state's screen, page or waiting view, a sub-route of its page, or a page of any state) and renders
 * it beside the progress sidebar. A route of another state than the application's sends the reader
 * to where the application is; a declined decision does so without any action. At a waiting state
 * the one poller follows the server until the application moves on.
 */
export default function StepPage() {
  const copy = useCopy();
  const app = useApplicationRecord(useParams().uuid ?? '');
  // the application's steps, screens and copy come from the content version it started on
  // (a state the content in hand does not know sends for the server's content of that version)
  const version = useContentVersion(app.data?.contentVersion, { state: app.data?.state });
  if (version === 'loading') return <p role="status">{copy('app.loading')}…</p>;
  if (version === 'error') return <p role="alert">{copy('step.loadError')}</p>;
  return <StepAt />;
}

function StepAt() {
  const params = useParams();
  const uuid = params.uuid ?? '';
  const route = (params['*'] ?? '').replace(/\/+$/, '');
  const copy = useCopy();
  const org = useOrg();
  const navigate = useNavigate();
  const app = useApplicationRecord(uuid);
  const main = useRef<HTMLDivElement>(null);
  const profile = useProfile();
  const record = app.data;

  const flow = applicantFlow();
  const target = targetOf(route, record?.state);
  const declined = record ? declineRedirect(record, { table: statusTable(), flow }, route) : undefined;
  // Back to a step the application has passed shows that step as done; any other step's route goes
  // on to where the application is, and so does a step the application leaves while it is shown.
  const [arrival, setArrival] = useState({ route, state: record?.state });
  if (arrival.route !== route || (arrival.state === undefined && record)) setArrival({ route, state: record?.state });
  const leftWhileShown = Boolean(record && arrival.route === route && arrival.state !== undefined && arrival.state !== record.state);
  const past = Boolean(record && !leftWhileShown && target.kind === 'state' && target.state !== record.state && isBehind(target.state, record.state));
  const elsewhere = record && target.kind === 'state' && target.state !== record.state && !past ? flow.routeOf(record.state) : undefined;
  // an additional signer is sent to their own area instead (below), never along the applicant's steps
  const signer = isAdditionalSigner(record, profile.data);
  const redirect = signer || profile.isLoading ? undefined : declined ?? elsewhere;
  const here = record && target.kind === 'state' && target.state === record.state;
  const pureWaiting = here && target.kind === 'state' && !target.page && !target.screen;
  const poller = useStatusPoller(uuid, {
    active: Boolean(here && !signer && target.kind === 'state' && target.waiting && redirect === undefined),
    route,
    state: record?.state ?? '',
    onExhausted: pureWaiting ? 'timeout' : 'stop',
  });

  useStepArrival(main, route, org.orgBrand, Boolean(record));

  useEffect(() => {
    // only while the reader is still at this route: a page may have sent them on already (bank/confirm)
    if (redirect === undefined || redirect === route || window.location.pathname !== stepUrl(uuid, route)) return;
    // a step the application left while shown stays in the history, so Back returns to it
    navigate(stepUrl(uuid, redirect), { replace: !leftWhileShown });
  }, [redirect, route, uuid, navigate, leftWhileShown]);

  if (app.isPending) return <p role="status" className="page-loading">{copy('app.loading')}…</p>;
  if (app.isError) return <p role="alert">{copy('step.loadError')} {app.error.message}</p>;
  if (!record) return null;
  // additional signers have their own area; the applicant's steps are not theirs to take
  if (signer) return <Navigate to={signerIntroPath(record.uuid)} replace />;
  if (!route) return <Navigate to={stepUrl(uuid, flow.routeOf(record.state) ?? '')} replace />;
  if (redirect !== undefined && redirect !== route) return <p role="status" className="page-loading">{copy('app.loading')}…</p>;

  let body: React.ReactNode;
  const pastNotice = past ? <PastStepNotice to={stepUrl(uuid, flow.routeOf(record.state) ?? '')} /> : undefined;
  if (past && target.kind === 'state' && target.screen && !target.child) {
    body = <ScreenStep key={target.screen} uuid={uuid} screenId={target.screen} app={record} closed={false} past={pastNotice} />;
  } else if (past) {
    // a page step the flow no longer lets change (the offers once signed): what was chosen, why, and the way on
    body = <PastPage page={target.kind === 'state' ? target.page : undefined} app={record} to={stepUrl(uuid, flow.routeOf(record.state) ?? '')} />;
  } else if (target.kind === 'none' && isGroup(route)) {
    // Spec: the index route of a group (start, bank, review-app, ...) redirects to its parent.
    return <Navigate to={stepUrl(uuid, '')} replace />;
  } else if (target.kind === 'none') {
    body = <h1 className="page-title">{copy('step.notFound')}</h1>;
  } else if (target.kind === 'screen') {
    body = <ScreenStep key={target.screen} uuid={uuid} screenId={target.screen} app={record} closed={flow.state(record.state)?.final === true} />;
  } else if (target.page) {
    const Page = pages[target.page as keyof typeof pages];
    body = Page ? <Page uuid={uuid} app={record} route={route} /> : <h1 className="page-title">{copy('step.notFound')}</h1>;
  } else if (target.kind === 'state' && target.screen) {
    body = <ScreenStep key={target.screen} uuid={uuid} screenId={target.screen} app={record} closed={target.final} />;
  } else {
    body = <WaitingView state={record.state} tries={poller.tries} />;
  }

  return (
    <div className="step-layout" data-state={record.state} data-status={record.status}>
      <div className="step-layout__main" ref={main}>
        <ProgressLine app={record} />
        {body}
        {flow.state(record.state)?.final && !past ? <LetterLinks uuid={uuid} /> : null}
        {poller.exhausted ? (
          <div className="step-status" role="status">
            <p>{copy('step.stillWaiting')}</p>
            <button type="button" className="button" onClick={poller.retry}>{copy('step.checkAgain')}</button>
          </div>
        ) : null}
      </div>
      <ProgressSidebar app={record} />
    </div>
  );
}
