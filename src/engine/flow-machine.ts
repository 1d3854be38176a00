import { createMachine, guard, interpret, state, transition, type Machine, type MachineState } from 'robot3';
import { guards as defaultGuards, type Guard, type GuardContext } from './guards';
import { transitionsOf } from './reachability';
import type { FlowFile, FlowState, FlowTransition } from './types';

/** A flow file compiled to robot3 states, plus the look-ups the client and the server need. */
export interface CompiledFlow {
  flow: FlowFile;
  /** A robot3 machine standing in `at` (default: the flow's initial state) with the record as context. */
  machineAt(at: string, record: GuardContext): Machine;
  /**
   * The state an event leads to from `from` for this record: the first transition of that event
   * whose guard passes (state transitions before global ones), or undefined when none does.
   */
  next(from: string, event: string, record: GuardContext): string | undefined;
  /** Whether `from` has any transition for the event at all (guards aside). */
  accepts(from: string, event: string): boolean;
  /** Events that can leave a state. */
  events(from: string): string[];
  state(name: string): FlowState | undefined;
  /** The route of a state (below /account/heloc/{uuid}/). */
  routeOf(name: string): string | undefined;
  /**
   * The state shown at a route. Several states may share one (a waiting state and the screen it
   * leads to): the current state wins when it has that route, then a state with a screen or page.
   */
  stateForRoute(route: string, current?: string): string | undefined;
}

export class UnknownGuardError extends Error {}

/** Compiles a flow; every guard it names must be registered (content:check reports it earlier). */
export function compileFlow(flow: FlowFile, registry: Record<string, Guard> = defaultGuards): CompiledFlow {
  const guardFor = (t: FlowTransition): Guard => {
    if (!t.guard) return () => true;
    const g = registry[t.guard];
    if (!g) throw new UnknownGuardError(`guard "${t.guard}" of event "${t.event}" is not registered`);
    return g;
  };
  // Validate every guard name up front so a broken flow fails at compile time, not on some later event.
  for (const name of Object.keys(flow.states)) for (const t of transitionsOf(flow, name)) guardFor(t);

  const states: Record<string, MachineState<string>> = {};
  for (const name of Object.keys(flow.states)) {
    const outgoing = transitionsOf(flow, name).map((t) => {
      const g = guardFor(t);
      return transition(t.event, t.target, guard<GuardContext, unknown>((ctx) => g(ctx)));
    });
    states[name] = state(...outgoing);
  }

  const routes = new Map<string, string[]>();
  for (const [name, s] of Object.entries(flow.states)) {
    if (s.route === undefined) continue;
    const list = routes.get(s.route) ?? [];
    list.push(name);
    routes.set(s.route, list);
  }

  const machineAt = (at: string, record: GuardContext): Machine => {
    if (!states[at]) throw new Error(`unknown state "${at}"`);
    return createMachine(at, states, () => record) as unknown as Machine;
  };

  return {
    flow,
    machineAt,
    next(from, event, record) {
      if (!transitionsOf(flow, from).some((t) => t.event === event)) return undefined;
      const service = interpret(machineAt(from, record), () => undefined, record);
      const before = service.machine.current;
      // robot3 types events from the machine type; this one is built from data, so names are plain strings.
      (service.send as unknown as (e: string) => void)(event);
      const after = String(service.machine.current);
      // robot3 stays put when no guard passes; a transition to the same state is still a move.
      if (after !== before) return after;
      const selfLoop = transitionsOf(flow, from).find((t) => t.event === event && t.target === from && guardFor(t)(record));
      return selfLoop ? from : undefined;
    },
    accepts: (from, event) => transitionsOf(flow, from).some((t) => t.event === event),
    events: (from) => [...new Set(transitionsOf(flow, from).map((t) => t.event))],
    state: (name) => flow.states[name],
    routeOf: (name) => flow.states[name]?.route,
    stateForRoute(route, current) {
      const candidates = routes.get(route);
      if (!candidates?.length) return undefined;
      if (current && candidates.includes(current)) return current;
      return candidates.find((n) => flow.states[n]?.screen || flow.states[n]?.page) ?? candidates[0];
    },
  };
}
