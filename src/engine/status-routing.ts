import type { CompiledFlow } from './flow-machine';
import type { FlowFile, StatusRoutesFile } from './types';

/**
 * Step routing (spec section 4): the server's own status decides the page through
 * flows/status-routes.json; the application's flow state is the fallback.
 */

/** A pattern matches a status exactly, or as a prefix when it ends with '*'. */
export function statusMatches(pattern: string, status: string): boolean {
  return pattern.endsWith('*') ? status.startsWith(pattern.slice(0, -1)) : pattern === status;
}

export const isWaitingStatus = (table: Pick<StatusRoutesFile, 'waiting'>, status: string): boolean =>
  table.waiting.some((p) => statusMatches(p, status));

export const isTerminalStatus = (table: Pick<StatusRoutesFile, 'terminal'>, status: string): boolean =>
  table.terminal.some((p) => statusMatches(p, status));

/** The page of a server status: an exact entry wins over a prefix entry; undefined when none matches. */
export function routeForStatus(table: Pick<StatusRoutesFile, 'routes'>, status: string): string | undefined {
  const exact = table.routes.find((r) => r.status === status);
  if (exact) return exact.route;
  return table.routes.find((r) => r.status.endsWith('*') && statusMatches(r.status, status))?.route;
}

/** Route of the time-out page, shown when polling runs out of tries while the server still works. */
export const TIMEOUT_ROUTE = 'error/timeout';

export interface RoutingInput {
  table: StatusRoutesFile;
  flow: CompiledFlow;
  /** The server status (from the status endpoint or the application). */
  status: string;
  /** The application's flow state, the fallback. */
  state: string;
  /** Polling gave up while the status still said the server was working. */
  timedOut?: boolean;
}

/** The route below /account/heloc/{uuid}/ the applicant belongs on now. */
export function resolveRoute(input: RoutingInput): string {
  if (input.timedOut) return TIMEOUT_ROUTE;
  return routeForStatus(input.table, input.status) ?? input.flow.routeOf(input.state) ?? input.flow.routeOf(input.flow.flow.initial) ?? '';
}

/** Every status a flow can report: each state's own and its guarded variants, in the file's order. */
export function flowStatuses(flow: FlowFile): string[] {
  const out = new Set<string>();
  for (const s of Object.values(flow.states)) {
    if (s.status) out.add(s.status);
    for (const w of s.statusWhen ?? []) out.add(w.status);
  }
  return [...out];
}
