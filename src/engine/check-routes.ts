import { blameOrder } from './check-org';
import { dotted, encodePointerToken } from './json-pointer';
import { routeMatches } from './flow-machine';
import { routeForStatus } from './status-routing';
import type { ContentIndex, FlowFile, Problem } from './types';

const ptr = (...tokens: (string | number)[]): string => tokens.map((t) => '/' + encodePointerToken(String(t))).join('');
const at = (file: string, pointer: string, message: string): Problem => ({ file, pointer, message: `${dotted(pointer)}: ${message}` });

/**
 * Each route of a flow shows one thing. States may share a route only as a waiting state and the state
 * it leads to (the page shows progress, then the screen); two states that show something of their own at
 * one route leave the applicant at either. A sub-route names one place: not its state's own route, not a
 * sub-route of another state; the pages shown at any state each have their own route.
 */
export function checkFlowRoutes(flow: FlowFile & { file: string }): Problem[] {
  const problems: Problem[] = [];
  const { file } = flow;
  const byRoute = new Map<string, string[]>();
  for (const [name, state] of Object.entries(flow.states)) {
    if (typeof state.route === 'string') byRoute.set(state.route, [...(byRoute.get(state.route) ?? []), name]);
  }
  for (const [route, names] of byRoute) {
    const shown = names.filter((n) => !flow.states[n]?.waiting);
    for (const name of shown.slice(1)) {
      problems.push(at(file, ptr('states', name, 'route'), `"${route}" is already the route of state "${shown[0]}", and an applicant at that route could be shown either: give state "${name}" a route of its own (only a waiting state may share the route of the state it leads to)`));
    }
  }
  const owners = new Map<string, { name: string; shows: string }>();
  for (const [name, state] of Object.entries(flow.states)) {
    for (const [i, child] of (state.children ?? []).entries()) {
      if (typeof child.route !== 'string') continue;
      const pointer = ptr('states', name, 'children', i, 'route');
      const first = owners.get(child.route);
      const shows = JSON.stringify({ ...child, route: undefined });
      // a sub-route may be another state's route (the current state's own sub-routes are looked at first),
      // but not its own state's route, and not another state's sub-route showing something else (the same
      // page and screens at one route in several states show the applicant one thing, whichever state it is)
      if (child.route === state.route) problems.push(at(file, pointer, `"${child.route}" is the route of state "${name}" itself, so this sub-route is never shown: write a route of its own`));
      else if (first && first.name !== name && first.shows !== shows) problems.push(at(file, pointer, `"${child.route}" is already a sub-route of state "${first.name}", which shows something else there: write a route of its own, or show the same page and screens`));
      else if (first?.name === name) problems.push(at(file, pointer, `"${child.route}" is written twice among the sub-routes of state "${name}": remove one`));
      if (!first) owners.set(child.route, { name, shows });
    }
  }
  const pages = new Map<string, number>();
  for (const [i, page] of (flow.pages ?? []).entries()) {
    if (typeof page.route !== 'string') continue;
    const first = pages.get(page.route);
    if (first !== undefined) problems.push(at(file, ptr('pages', i, 'route'), `"${page.route}" is already the route of pages[${first}], and a route shows one page: write a route of its own`));
    else pages.set(page.route, i);
  }
  return problems;
}

/**
 * flows/status-routes.json and the status flow agree: each status has one entry, and the route it names
 * for a state's status is that state's route or one of its sub-routes (else the applicant there is sent to
 * another state's page). A disagreement is blamed on the file changed last.
 */
export function checkStatusRouteRules(content: ContentIndex, flowId: string, changed: readonly string[] = []): Problem[] {
  const table = content.statusRoutes;
  const flow = content.flows[flowId];
  if (!table || !flow || !Array.isArray(table.routes)) return [];
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  table.routes.forEach((r, i) => {
    const first = seen.get(r.status);
    if (first !== undefined) problems.push(at(table.file, ptr('routes', i, 'status'), `"${r.status}" already has a route at routes[${first}], which is the one used, so this entry never is: remove one`));
    else seen.set(r.status, i);
  });
  const flowIsLater = blameOrder([table.file, flow.file], changed)[1] === flow.file;
  for (const [name, state] of Object.entries(flow.states)) {
    const own = [state.route, ...(state.children ?? []).map((c) => c.route)].filter((r): r is string => typeof r === 'string');
    if (!own.length) continue;
    const statuses = [
      ...(state.status ? [{ status: state.status, pointer: ptr('states', name, 'status') }] : []),
      ...(state.statusWhen ?? []).map((w, i) => ({ status: w.status, pointer: ptr('states', name, 'statusWhen', i, 'status') })),
    ];
    for (const s of statuses) {
      if (typeof s.status !== 'string') continue;
      const route = routeForStatus(table, s.status);
      if (route === undefined || own.some((r) => routeMatches(r, route))) continue;
      const index = table.routes.findIndex((r) => r.route === route && (r.status === s.status || (r.status.endsWith('*') && s.status.startsWith(r.status.slice(0, -1)))));
      if (flowIsLater || index < 0) {
        problems.push(at(flow.file, s.pointer, `status "${s.status}" is routed to "${route}" by ${table.file}, which is not the route of state "${name}" ("${state.route}"), so an applicant here would be sent to another step's page: report a status routed to "${state.route}"`));
      } else {
        problems.push(at(table.file, ptr('routes', index, 'route'), `"${s.status}" is the status of state "${name}" of ${flow.file}, whose route is "${state.route}", so an applicant there would be sent to another step's page: write "${state.route}"`));
      }
    }
  }
  return problems;
}
