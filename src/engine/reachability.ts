import { HISTORY_TARGET, type FlowFile, type FlowTransition } from './types';

/** Outgoing transitions of a state as written: its own, then the flow's global ones for non-final states. */
export function transitionsOf(flow: FlowFile, stateName: string): FlowTransition[] {
  const state = flow.states[stateName];
  if (!state) return [];
  if (state.final) return state.transitions ?? [];
  const globals = (flow.global ?? []).filter((t) => !t.notFrom?.includes(stateName));
  return [...(state.transitions ?? []), ...globals];
}

/** States with a transition into `stateName` (other than itself): where a history state may return to. */
export function predecessorsOf(flow: FlowFile, stateName: string): string[] {
  return Object.keys(flow.states).filter((from) => from !== stateName && transitionsOf(flow, from).some((t) => t.target === stateName));
}

/** The states a transition may lead to: its target, or every predecessor for a history target. */
export function targetsOf(flow: FlowFile, from: string, t: FlowTransition): string[] {
  return t.target === HISTORY_TARGET ? predecessorsOf(flow, from) : [t.target];
}

/** The states that show a screen: as their own, as one their page writes, or at a sub-route of their page. */
export function statesShowing(flow: FlowFile, screenId: string): string[] {
  return Object.entries(flow.states)
    .filter(([, s]) => s.screen === screenId || s.screens?.includes(screenId) || (s.children ?? []).some((c) => c.screen === screenId || c.screens?.includes(screenId)))
    .map(([name]) => name);
}

/**
 * The states an application at `start` may come to. With `returns: 'visited'`, a history target returns
 * only to a state the walk has been at (an application returns where it came from, so it was there first):
 * what the flow's initial state reaches. Otherwise to any state leading into the history state.
 */
export function reachableFrom(flow: FlowFile, start: string, returns: 'any' | 'visited' = 'any'): Set<string> {
  return walk(flow, start, (name) => transitionsOf(flow, name).filter((t) => !(t.target === HISTORY_TARGET && returns === 'visited')));
}

/** Every state of the flow reached from `start` by following, from each state, the transitions `exits` gives. */
function walk(flow: FlowFile, start: string, exits: (state: string) => readonly FlowTransition[]): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const name = queue.pop() as string;
    if (seen.has(name) || !flow.states[name]) continue;
    seen.add(name);
    for (const t of exits(name)) queue.push(...targetsOf(flow, name, t));
  }
  return seen;
}

/** States from which no final state can be reached. */
export function statesThatCannotEnd(flow: FlowFile): string[] {
  const finals = Object.entries(flow.states).filter(([, s]) => s.final).map(([n]) => n);
  return Object.keys(flow.states).filter((name) => {
    const reach = reachableFrom(flow, name);
    return !finals.some((f) => reach.has(f));
  });
}

/**
 * The transitions that move an application on from a state by what happens there: its own, the events
 * its screens send and the server tries at it by itself (`sent`; these may be global ones).
 * The other global transitions are exceptions (a refusal, a review), not a way forward.
 */
export function progressOf(flow: FlowFile, stateName: string, sent: (state: string) => readonly string[] = () => []): FlowTransition[] {
  const state = flow.states[stateName];
  if (!state) return [];
  const done = new Set([...(state.automatic ?? []).map((a) => a.event), ...sent(stateName)]);
  return transitionsOf(flow, stateName).filter((t) => (state.transitions ?? []).includes(t) || done.has(t.event));
}

/**
 * States from which the application can never move on by what happens there: following their own and
 * automatic transitions never reaches a final state, nor a state that waits on others (one with no
 * transitions or automatic events of its own: staff or the server's outcomes move it). A state whose
 * only exits lead back to itself, or a loop of states with no way out but the global exceptions, is one.
 */
export function statesThatCannotProgress(flow: FlowFile, sent?: (state: string) => readonly string[]): string[] {
  const rests = (name: string) => {
    const s = flow.states[name];
    return !!s && (!!s.final || (!(s.transitions ?? []).length && !(s.automatic ?? []).length));
  };
  const reach = new Map(Object.keys(flow.states).map((n) => [n, walk(flow, n, (name) => progressOf(flow, name, sent))]));
  const stuck = Object.keys(flow.states).filter((n) => !rests(n) && ![...(reach.get(n) as Set<string>)].some((m) => m !== n && rests(m)));
  // the states where the application is caught, not those on the way there: every state they lead to leads back
  return stuck.filter((n) => [...(reach.get(n) as Set<string>)].every((m) => reach.get(m)?.has(n)));
}
