import { targetsOf } from '../../../engine/reachability';
import { preloadScreens } from '../../shell/renderer-provider';
import { preloadPage } from '../registry';
import { applicantFlow, targetOf } from './flow';

/**
 * Loading a step's code ahead of showing it: what a flow state shows (its screens' validators, its page's
 * chunk) is loaded when its route is entered, beside the application's read rather than after it, and the
 * states the flow may move to next are loaded while the reader is at a step, so the next step draws as soon as
 * its data is in.
 */

const loaded = new Set<string>();
const quietly = (p: Promise<unknown>) => p.catch(() => undefined);
/** Loading ahead is only ever a head start: a failure is the rendering's to meet, never the caller's. */
const ahead = (load: () => Promise<unknown>): Promise<unknown> => {
  try {
    return quietly(load());
  } catch {
    return Promise.resolve();
  }
};

/** Loads what a state shows (once per state). */
export function preloadState(state: string): Promise<unknown> {
  const s = applicantFlow().flow.states[state];
  if (!s || loaded.has(state)) return Promise.resolve();
  loaded.add(state);
  const screens = [s.screen, ...(s.screens ?? []), ...(s.children ?? []).flatMap((c) => [c.screen, ...(c.screens ?? [])])]
    .filter((id): id is string => Boolean(id));
  const pages = [s.page, ...(s.children ?? []).map((c) => c.page)].filter((p): p is string => Boolean(p));
  return quietly(Promise.all([preloadScreens(screens), ...pages.map(preloadPage)]));
}

/** Loads what a route below /account/heloc/{uuid}/ shows, before the application's state is known. */
export function preloadRoute(route: string): Promise<unknown> {
  return ahead(() => {
    const target = targetOf(route, undefined);
    if (target.kind === 'state') return preloadState(target.state);
    if (target.kind === 'page') return preloadPage(target.page);
    if (target.kind === 'screen') return preloadScreens([target.screen]);
    return Promise.resolve();
  });
}

/** The states a state's own transitions lead to (the flow's global ones, declines and the like, aside). */
export function nextStates(state: string): string[] {
  const flow = applicantFlow().flow;
  const targets = (flow.states[state]?.transitions ?? []).flatMap((t) => targetsOf(flow, state, t));
  return [...new Set(targets)].filter((next) => next !== state);
}

/** Loads what the states after `state` show. */
export function preloadNext(state: string): Promise<unknown> {
  return ahead(() => Promise.all(nextStates(state).map(preloadState)));
}
