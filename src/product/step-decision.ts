import { resolveRoute, type RoutingInput } from '../engine/status-routing';

/**
 * What the step framework shows at a route below an application (/account/heloc/{uuid}/*), decided from what it
 * knows: the flow's target for the route, the application's state, where the reader arrived, and who reads. A pure
 * function, so every case is a line of a table (tests/product/step-decision.test.ts); the page renders the result.
 */

/** What a route below an application shows (the flow's answer for the route). */
export type StepTarget =
  | { kind: 'state'; state: string; screen?: string; page?: string; waiting: boolean; final: boolean; child: boolean }
  | { kind: 'page'; page: string }
  | { kind: 'screen'; screen: string }
  | { kind: 'none' };

export interface StepFacts {
  /** The route below the application, without trailing slashes ('' for the application itself). */
  route: string;
  target: StepTarget;
  /** The application's flow state; undefined while it loads. */
  state: string | undefined;
  /** The state the application was in when the reader arrived at this route (undefined: not known yet). */
  arrivalState: string | undefined;
  /** Where a declined decision sends the reader, when it does (declineRedirect). */
  declined: string | undefined;
  /** The reader is an additional signer (who has an area of their own). */
  signer: boolean;
  /** The reader's profile is still loading (the signer question is open). */
  profileLoading: boolean;
  /** Whether a state lies behind another in the journey. */
  isBehind: (state: string, current: string) => boolean;
  /** The route of a state. */
  routeOf: (state: string) => string | undefined;
  /** Whether a route is only the first segment of other routes (a group such as start or bank). */
  isGroup: (route: string) => boolean;
  /** Whether the current state is a final one. */
  finalState: boolean;
}

export type StepBody =
  | { kind: 'past-screen'; screen: string }
  | { kind: 'past-page'; page: string | undefined }
  | { kind: 'not-found' }
  | { kind: 'screen'; screen: string; closed: boolean }
  | { kind: 'page'; page: string }
  | { kind: 'waiting' };

export type StepDecision =
  /** The application is not there yet. */
  | { kind: 'none' }
  /** An additional signer goes to their own area. */
  | { kind: 'signer-area' }
  /** Go to a route of the application (replacing this one in the history). */
  | { kind: 'go'; route: string }
  /** A redirect is on its way (the effect navigates): show that the page loads. */
  | { kind: 'moving' }
  | { kind: 'show'; body: StepBody; past: boolean };

export interface StepPlan {
  decision: StepDecision;
  /** Where the reader is sent on, when they are (undefined: they stay). */
  redirect: string | undefined;
  /** The application left the state it was in while this route was shown (Back then returns to it). */
  leftWhileShown: boolean;
  /** Follow the server while the application waits here. */
  poll: boolean;
  /** A waiting state with nothing else to show times out; any other stops polling quietly. */
  onExhausted: 'timeout' | 'stop';
}

/** The arrival kept for a route: a new route, or the state first known at this one, starts it again. */
export function arrivalFor(prev: { route: string; state: string | undefined }, route: string, state: string | undefined) {
  return prev.route !== route || (prev.state === undefined && state !== undefined) ? { route, state } : prev;
}

/** The decision for a route (see StepFacts). */
export function decideStep(f: StepFacts): StepPlan {
  const { target, state, route } = f;
  const known = state !== undefined;
  // Back to a step the application has passed shows that step as done; any other step's route goes on to where
  // the application is, and so does a step the application leaves while it is shown.
  const leftWhileShown = known && f.arrivalState !== undefined && f.arrivalState !== state;
  const otherState = known && target.kind === 'state' && target.state !== state;
  const past = otherState && !leftWhileShown && f.isBehind((target as { state: string }).state, state);
  const elsewhere = otherState && !past ? f.routeOf(state) : undefined;
  const redirect = f.signer || f.profileLoading ? undefined : f.declined ?? elsewhere;
  const here = known && target.kind === 'state' && target.state === state;
  const poll = Boolean(here && !f.signer && target.kind === 'state' && target.waiting && redirect === undefined);
  const onExhausted = here && target.kind === 'state' && !target.page && !target.screen ? 'timeout' : 'stop';
  const plan = (decision: StepDecision): StepPlan => ({ decision, redirect, leftWhileShown, poll, onExhausted });

  if (!known) return plan({ kind: 'none' });
  if (f.signer) return plan({ kind: 'signer-area' });
  if (!route) return plan({ kind: 'go', route: f.routeOf(state) ?? '' });
  if (redirect !== undefined && redirect !== route) return plan({ kind: 'moving' });
  const show = (body: StepBody) => plan({ kind: 'show', body, past });
  if (past && target.kind === 'state' && target.screen && !target.child) return show({ kind: 'past-screen', screen: target.screen });
  // a page step the flow no longer lets change (the offers once signed): what was chosen, why, and the way on
  if (past) return show({ kind: 'past-page', page: target.kind === 'state' ? target.page : undefined });
  // Spec: the index route of a group (start, bank, review-app, ...) redirects to its parent.
  if (target.kind === 'none') return f.isGroup(route) ? plan({ kind: 'go', route: '' }) : show({ kind: 'not-found' });
  if (target.kind === 'screen') return show({ kind: 'screen', screen: target.screen, closed: f.finalState });
  if (target.page) return show({ kind: 'page', page: target.page });
  if (target.kind === 'state' && target.screen) return show({ kind: 'screen', screen: target.screen, closed: target.final });
  return show({ kind: 'waiting' });
}

/**
 * A declined underwriting decision moves the applicant to the decline page without any action of
 * theirs: true when the record says declined and the applicant is not already on that page.
 */
export function declineRedirect(
  record: { uwDecision?: unknown; status?: unknown; state?: unknown },
  input: Omit<RoutingInput, 'status' | 'state' | 'timedOut'>,
  currentRoute: string,
): string | undefined {
  if (record.uwDecision !== 'DECLINE') return undefined;
  const target = resolveRoute({ ...input, status: String(record.status ?? ''), state: String(record.state ?? '') });
  return target && target !== currentRoute ? target : undefined;
}
