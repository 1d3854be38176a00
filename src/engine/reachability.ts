import type { FlowFile, FlowTransition } from './types';

/** Outgoing transitions of a state, the flow's global ones included for non-final states. */
export function transitionsOf(flow: FlowFile, stateName: string): FlowTransition[] {
  const state = flow.states[stateName];
  if (!state) return [];
  if (state.final) return state.transitions ?? [];
  return [...(state.transitions ?? []), ...(flow.global ?? [])];
}

export function reachableFrom(flow: FlowFile, start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const name = queue.pop() as string;
    if (seen.has(name) || !flow.states[name]) continue;
    seen.add(name);
    for (const t of transitionsOf(flow, name)) queue.push(t.target);
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
