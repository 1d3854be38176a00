import { useEffect, useRef, useState } from 'react';
import { arrivalFor, decideStep, declineRedirect } from '../../../product/step-decision';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useApplicationRecord } from '../../../api/application';
import { useProfile } from '../../../api/identity';
import { isAdditionalSigner } from '../../../api/signers';
import { useCopy, useOrg } from '../../org-context';
import { pages } from '../registry';
import { applicantFlow, isBehind, statusTable, stepUrl, targetOf } from './flow';
import { preloadNext, preloadRoute } from './preload-step';
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
  const params = useParams();
  const app = useApplicationRecord(params.uuid ?? '');
  const route = (params['*'] ?? '').replace(/\/+$/, '');
  // what the route's step shows loads beside the application's read, not after it
  useEffect(() => {
    void preloadRoute(route);
  }, [route]);
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
  // the state the application was in when the reader arrived at this route (kept once the render is done)
  const [kept, keep] = useState({ route, state: record?.state });
  const arrival = arrivalFor(kept, route, record?.state);
  useEffect(() => {
    if (arrival !== kept) keep(arrival);
  }, [arrival, kept]);
  const profileLoading = profile.isLoading;
  const signer = isAdditionalSigner(record, profile.data);
  const plan = decideStep({
    route, target, state: record?.state, arrivalState: arrival.state, signer, profileLoading,
    declined: record ? declineRedirect(record, { table: statusTable(), flow }, route) : undefined,
    isBehind, routeOf: (state) => flow.routeOf(state), isGroup,
    finalState: record ? flow.state(record.state)?.final === true : false,
  });
  const { redirect, leftWhileShown } = plan;
  const poller = useStatusPoller(uuid, { active: plan.poll, route, state: record?.state ?? '', onExhausted: plan.onExhausted });

  useStepArrival(main, route, org.orgBrand, Boolean(record));
  useNextStepsLoaded(record?.state);

  useEffect(() => {
    // only while the reader is still at this route: a page may have sent them on already (bank/confirm)
    if (redirect === undefined || redirect === route || window.location.pathname !== stepUrl(uuid, route)) return;
    // a step the application left while shown stays in the history, so Back returns to it
    navigate(stepUrl(uuid, redirect), { replace: !leftWhileShown });
  }, [redirect, route, uuid, navigate, leftWhileShown]);

  if (app.isPending) return <p role="status" className="page-loading">{copy('app.loading')}…</p>;
  if (app.isError) return <p role="alert">{copy('step.loadError')} {app.error.message}</p>;
  const decision = plan.decision;
  if (!record || decision.kind === 'none') return null;
  // additional signers have their own area; the applicant's steps are not theirs to take
  if (decision.kind === 'signer-area') return <Navigate to={signerIntroPath(record.uuid)} replace />;
  if (decision.kind === 'go') return <Navigate to={stepUrl(uuid, decision.route)} replace />;
  if (decision.kind === 'moving') return <p role="status" className="page-loading">{copy('app.loading')}…</p>;

  const { body: shown, past } = decision;
  const current = stepUrl(uuid, flow.routeOf(record.state) ?? '');
  let body: React.ReactNode;
  if (shown.kind === 'past-screen') {
    body = <ScreenStep key={shown.screen} uuid={uuid} screenId={shown.screen} app={record} closed={false} past={<PastStepNotice to={current} />} />;
  } else if (shown.kind === 'past-page') {
    body = <PastPage page={shown.page} app={record} to={current} />;
  } else if (shown.kind === 'not-found') {
    body = <h1 className="page-title">{copy('step.notFound')}</h1>;
  } else if (shown.kind === 'screen') {
    body = <ScreenStep key={shown.screen} uuid={uuid} screenId={shown.screen} app={record} closed={shown.closed} />;
  } else if (shown.kind === 'page') {
    const Page = pages[shown.page as keyof typeof pages];
    body = Page ? <Page uuid={uuid} app={record} route={route} /> : <h1 className="page-title">{copy('step.notFound')}</h1>;
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

/** Once the reader is at a state and the page is idle, loads what the states the flow may move to next show. */
function useNextStepsLoaded(state: string | undefined): void {
  useEffect(() => {
    if (!state) return undefined;
    const load = () => void preloadNext(state);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(load, 200);
    return () => window.clearTimeout(id);
  }, [state]);
}
