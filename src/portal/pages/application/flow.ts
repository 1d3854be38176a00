import { compileFlow, type CompiledFlow } from '../../../engine/flow-machine';
import type { ScreenPair, StatusRoutesFile } from '../../../engine/types';
import { content } from '../../content';

let compiled: CompiledFlow | undefined;

/** The applicant flow of the bundled content, compiled once per content version (hot reload replaces it). */
export function applicantFlow(): CompiledFlow {
  const flow = content.flows.applicant;
  if (!flow) throw new Error('flows/applicant.flow.json is not bundled');
  if (compiled?.flow !== flow) compiled = compileFlow(flow);
  return compiled;
}

export function statusTable(): StatusRoutesFile {
  return content.statusRoutes ?? { waiting: [], terminal: [], routes: [] };
}

export const stepUrl = (uuid: string, route: string) => `/account/heloc/${uuid}/${route}`;

/** What a route below /account/heloc/{uuid}/ shows. */
export type StepTarget =
  | { kind: 'state'; state: string; screen?: string; page?: string; waiting: boolean; final: boolean }
  | { kind: 'screen'; screen: string }
  | { kind: 'none' };

/**
 * A route is a flow state's (screen, page or waiting view), or a screen of its own named like the
 * route with / -> - (error/timeout -> error-timeout, product/prequal-winback, ...).
 */
export function targetOf(route: string, currentState: string | undefined, screens: Record<string, ScreenPair> = content.screens): StepTarget {
  const flow = applicantFlow();
  const state = flow.stateForRoute(route, currentState);
  if (state) {
    const s = flow.state(state);
    return { kind: 'state', state, screen: s?.screen, page: s?.page, waiting: s?.waiting === true, final: s?.final === true };
  }
  const screen = route.replace(/\//g, '-');
  if (screens[screen]) return { kind: 'screen', screen };
  return { kind: 'none' };
}
