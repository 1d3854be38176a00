import { compileFlow, type CompiledFlow } from '../../../engine/flow-machine';
import type { ScreenPair, StatusRoutesFile } from '../../../engine/types';
import { guards } from '../../../product/guards';
import { PROGRESS_STEPS } from '../../../product/progress';
import { content } from '../../content';

let compiled: CompiledFlow | undefined;

/** The applicant flow of the bundled content, compiled once per content version (hot reload replaces it). */
export function applicantFlow(): CompiledFlow {
  const flow = content.flows.applicant;
  if (!flow) throw new Error('flows/applicant.flow.json is not bundled');
  if (compiled?.flow !== flow) compiled = compileFlow(flow, guards);
  return compiled;
}

export function statusTable(): StatusRoutesFile {
  return content.statusRoutes ?? { waiting: [], terminal: [], routes: [] };
}

export { stepUrl } from '../../../lib/page-paths';

import type { StepTarget } from '../../../product/step-decision';
export type { StepTarget };

/** The screen named like a route (/ -> -), unless it is a flow state's: a step's screen shows only at its step's routes. */
function ownScreen(route: string, flow: CompiledFlow): string {
  const screen = route.replace(/\//g, '-');
  return flow.statesShowing(screen).length ? '' : screen;
}

/**
 * A route is a flow state's own (screen, page or waiting view), a sub-route of a state's page
 * (bank/confirm, notary/session), a page or screen the flow shows at any state
 * (document/disclosures, error/timeout), or else a screen named like the route with / -> -.
 */
export function targetOf(route: string, currentState: string | undefined, screens: Record<string, ScreenPair> = content.screens): StepTarget {
  const flow = applicantFlow();
  const target = flow.routeTarget(route, currentState);
  if (target?.state) {
    const s = flow.state(target.state);
    return { kind: 'state', state: target.state, screen: target.screen, page: target.page, waiting: s?.waiting === true, final: s?.final === true, child: target.child };
  }
  if (target?.page) return { kind: 'page', page: target.page };
  const screen = target?.screen ?? (target ? undefined : ownScreen(route, flow));
  if (screen && screens[screen]) return { kind: 'screen', screen };
  return { kind: 'none' };
}

/** Whether the flow shows a route at a state (its own route or a sub-route of its page). */
export function stateShows(state: string, route: string): boolean {
  return applicantFlow().routeTarget(route, state)?.state === state;
}

/**
 * Where a state sits in the journey: its progress step first, then its place in the flow file
 * (which lists states in journey order). States outside the progress steps (declines) have none.
 */
function journeyRank(state: string): number | undefined {
  const flow = applicantFlow().flow;
  const step = (flow.states[state] as { progressStep?: string } | undefined)?.progressStep;
  const index = step ? (PROGRESS_STEPS as readonly string[]).indexOf(step) : -1;
  if (index < 0) return undefined;
  return index * 1000 + Object.keys(flow.states).indexOf(state);
}

/** Whether the application has gone past a state (so Back shows that step as done, not as a step to take). */
export function isBehind(state: string, current: string): boolean {
  const was = journeyRank(state);
  const now = journeyRank(current);
  return was !== undefined && now !== undefined && was < now;
}
