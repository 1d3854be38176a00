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

export function reachableFrom(flow: FlowFile, start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const name = queue.pop() as string;
    if (seen.has(name) || !flow.states[name]) continue;
    seen.add(name);
    for (const t of transitionsOf(flow, name)) queue.push(...targetsOf(flow, name, t));
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
