import { useEffect, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useFundingStatus, type FundingStatus } from '../../../api/funding';
import { useProfile } from '../../../api/identity';
import { isAdditionalSigner } from '../../../api/signers';
import { content } from '../../content';
import { useCopy, useOrg } from '../../org-context';

const APP_BASE = '/account/heloc';

/** The route of a flow state (flows/applicant.flow.json), under the application. */
export function routeOf(uuid: string, state: string): string | undefined {
  const route = content.flows.applicant?.states[state]?.route;
  return route ? `${APP_BASE}/${uuid}/${route}` : undefined;
}

/** Whether the flow marks a state as one the client waits at (polling). */
export const isWaitingState = (state: string): boolean => {
  const s = content.flows.applicant?.states[state] as { waiting?: boolean; screen?: string; page?: string } | undefined;
  return !!s?.waiting && !s.screen && !s.page;
};

export const useUuid = (): string => useParams().uuid ?? '';

/**
 * Loads the application's closing status for a funding page and keeps the reader on the page of the
 * application's current step: when the state is not one this page handles, it navigates to the
 * state's route. Pages at a waiting step poll until the state moves.
 */
export function useStep(states: string[], opts: { poll?: boolean } = {}) {
  const uuid = useUuid();
  const navigate = useNavigate();
  const status = useFundingStatus(uuid, { poll: opts.poll });
  const state = status.data?.state;
  useEffect(() => {
    if (!state || states.includes(state)) return;
    const to = routeOf(uuid, state);
    if (to && to !== window.location.pathname) navigate(to, { replace: true });
  }, [state, states, uuid, navigate]);
  return { uuid, status, state, goTo: (next: string) => { const to = routeOf(uuid, next); if (to) navigate(to); } };
}

/** Page frame: a title, then the content once the status has loaded (or a clear error). */
export function StepPage({ title, status, children }: { title?: string; status: { data?: FundingStatus; error: Error | null; isPending: boolean }; children: ReactNode }) {
  const copy = useCopy();
  const org = useOrg();
  const profile = useProfile();
  useEffect(() => {
    if (title) document.title = `${title} | ${org.orgBrand}`;
  }, [title, org.orgBrand]);
  // additional signers have their own area; the applicant's steps are not theirs to take
  if (status.data && isAdditionalSigner(status.data.application, profile.data)) {
    return <Navigate to={`/account/heloc/heloc-signer/intro?application=${status.data.application.uuid}`} replace />;
  }
  return (
    <div className="funding-step">
      {title ? <h1 className="page-title">{title}</h1> : null}
      {status.error ? (
        <p role="alert" className="form-errors">{copy('funding.error', { message: status.error.message })}</p>
      ) : status.isPending ? (
        <p role="status">{copy('funding.loading')}</p>
      ) : children}
    </div>
  );
}

/** A step that only waits: the copy says what is happening and the status is polled. */
export function WaitingNotice({ text }: { text: string }) {
  return (
    <div className="waiting-notice" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

/**
 * Counts as words, as the conditions copy reads ("Upload two recent paystubs"); a missing or invalid
 * count is one. Underwriting asks for at most twenty documents, so the words go that far.
 */
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
export const countInWords = (n: number): string =>
  !Number.isInteger(n) || n <= 1 ? 'one' : n < WORDS.length ? (WORDS[n] as string) : String(n);
