import { createMachine, guard, interpret, state, transition, type Machine, type MachineState } from 'robot3';
import { predecessorsOf, statesShowing, transitionsOf } from './reachability';
import { HISTORY_TARGET, type AutomaticEvent, type FlowFile, type FlowState, type FlowTransition } from './types';

/** The record a flow's guards read: the application's data with the server's flags over it. */
export type GuardContext = Record<string, unknown>;
/** A named predicate over the record, referred to by name from flow files (the product registers them). */
export type Guard = (ctx: GuardContext) => boolean;

/** Where the record keeps, per history state, the state the application entered it from. */
export const RETURN_TO_KEY = 'returnTo';

/** What a route below the flow's base shows, and at which state. */
export interface RouteTarget {
  /** The state whose route or sub-route it is; undefined for a page shown at any state. */
  state?: string;
  screen?: string;
  page?: string;
  /** A sub-route of the state's page (or a page of any state) rather than the state's own route. */
  child: boolean;
}

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
  /** The status a state reports for this record: the first statusWhen whose guard passes, else its own. */
  statusOf(name: string, record: GuardContext): string | undefined;
  /** Events the server tries by itself at a state, in order. */
  automaticOf(name: string): AutomaticEvent[];
  /** Events the server tries after every step, in order. */
  outcomes: readonly string[];
  /** Screens shown at any state (flow pages): their answers are kept, they send no event. */
  pageScreens: readonly string[];
  /** The states that show a screen (as their screen, a page's screen or a sub-route's). */
  statesShowing(screenId: string): string[];
  /**
   * The state shown at a route. Several states may share one (a waiting state and the screen it
   * leads to): the current state wins when it has that route, then a state with a screen or page.
   */
  stateForRoute(route: string, current?: string): string | undefined;
  /** What a route shows: a state's own route, a sub-route of its page, or a page of any state. */
  routeTarget(route: string, current?: string): RouteTarget | undefined;
}

export class UnknownGuardError extends Error {}

/** A route pattern matches a path segment by segment; {name} matches any one segment. */
export function routeMatches(pattern: string, route: string): boolean {
  const p = pattern.split('/');
  const r = route.split('/');
  return p.length === r.length && p.every((seg, i) => (/^\{[^}]+\}$/.test(seg) ? (r[i] ?? '') !== '' : seg === r[i]));
}

const returnToOf = (record: GuardContext, historyState: string): unknown => {
  const map = record[RETURN_TO_KEY];
  return map && typeof map === 'object' ? (map as Record<string, unknown>)[historyState] : undefined;
};

/** Compiles a flow; every guard it names must be registered (content:check reports it earlier). */
export function compileFlow(flow: FlowFile, registry: Readonly<Record<string, Guard>>): CompiledFlow {
  const guardNamed = (name: string | undefined, what: string): Guard => {
    if (!name) return () => true;
    const g = registry[name];
    if (!g) throw new UnknownGuardError(`guard "${name}" of ${what} is not registered`);
    return g;
  };
  const guardFor = (t: FlowTransition): Guard => guardNamed(t.guard, `event "${t.event}"`);
  // Validate every guard name up front so a broken flow fails at compile time, not on some later event.
  for (const [name, s] of Object.entries(flow.states)) {
    for (const t of transitionsOf(flow, name)) guardFor(t);
    for (const w of s.statusWhen ?? []) guardNamed(w.guard, `status "${w.status}"`);
  }

  /** Concrete moves of a state: a history transition becomes one guarded move per state it may return to. */
  const movesOf = (from: string): { event: string; target: string; passes: Guard }[] =>
    transitionsOf(flow, from).flatMap((t) => {
      const g = guardFor(t);
      if (t.target !== HISTORY_TARGET) return [{ event: t.event, target: t.target, passes: g }];
      return predecessorsOf(flow, from).map((back) => ({ event: t.event, target: back, passes: (ctx: GuardContext) => returnToOf(ctx, from) === back && g(ctx) }));
    });

  const states: Record<string, MachineState<string>> = {};
  const moves = new Map<string, ReturnType<typeof movesOf>>();
  for (const name of Object.keys(flow.states)) {
    moves.set(name, movesOf(name));
    states[name] = state(...(moves.get(name) ?? []).map((m) => transition(m.event, m.target, guard<GuardContext, unknown>((ctx) => m.passes(ctx)))));
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

  const stateForRoute = (route: string, current?: string): string | undefined => {
    const candidates = routes.get(route);
    if (!candidates?.length) return undefined;
    if (current && candidates.includes(current)) return current;
    return candidates.find((n) => flow.states[n]?.screen || flow.states[n]?.page) ?? candidates[0];
  };

  return {
    flow,
    machineAt,
    next(from, event, record) {
      if (!transitionsOf(flow, from).some((t) => t.event === event)) return undefined;
      // No guard of the event passes: the machine would stay put. Asked of every outcome on every read,
      // so answered without building a machine for it.
      if (!(moves.get(from) ?? []).some((m) => m.event === event && m.passes(record))) return undefined;
      const service = interpret(machineAt(from, record), () => undefined, record);
      const before = service.machine.current;
      // robot3 types events from the machine type; this one is built from data, so names are plain strings.
      (service.send as unknown as (e: string) => void)(event);
      const after = String(service.machine.current);
      // robot3 stays put when no guard passes; a transition to the same state is still a move.
      if (after !== before) return after;
      const selfLoop = movesOf(from).find((m) => m.event === event && m.target === from && m.passes(record));
      return selfLoop ? from : undefined;
    },
    accepts: (from, event) => transitionsOf(flow, from).some((t) => t.event === event),
    events: (from) => [...new Set(transitionsOf(flow, from).map((t) => t.event))],
    state: (name) => flow.states[name],
    routeOf: (name) => flow.states[name]?.route,
    statusOf(name, record) {
      const s = flow.states[name];
      if (!s) return undefined;
      const when = (s.statusWhen ?? []).find((w) => guardNamed(w.guard, `status "${w.status}"`)(record));
      return when?.status ?? s.status;
    },
    automaticOf: (name) => flow.states[name]?.automatic ?? [],
    outcomes: flow.outcomes ?? [],
    pageScreens: (flow.pages ?? []).flatMap((p) => (p.screen ? [p.screen] : [])),
    statesShowing: (screenId) => statesShowing(flow, screenId),
    stateForRoute,
    routeTarget(route, current) {
      const childOf = (name: string): RouteTarget | undefined => {
        const child = flow.states[name]?.children?.find((c) => routeMatches(c.route, route));
        return child ? { state: name, screen: child.screen, page: child.page, child: true } : undefined;
      };
      const stateTarget = (name: string): RouteTarget => ({ state: name, screen: flow.states[name]?.screen, page: flow.states[name]?.page, child: false });
      // The current state's sub-routes and own route, then the pages of any state, then the other
      // states' routes and sub-routes (the step page sends a reader who is elsewhere on to where the
      // application is).
      const mine = current ? childOf(current) : undefined;
      if (mine) return mine;
      if (current && flow.states[current]?.route === route) return stateTarget(current);
      const page = flow.pages?.find((p) => routeMatches(p.route, route));
      if (page) return { page: page.page, screen: page.screen, child: true };
      const own = stateForRoute(route, current);
      if (own) return stateTarget(own);
      for (const name of Object.keys(flow.states)) {
        const other = childOf(name);
        if (other) return other;
      }
      return undefined;
    },
  };
}
