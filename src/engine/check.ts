import { checkCopy, type CodeReference } from './check-copy';
import { checkLanguages, type LanguageScope } from './check-languages';
import { checkOrgs } from './check-org';
import type { DrawnPair } from './contrast';
import { checkPairs, type RequiredPairs } from './check-pairs';
import { checkDataSchema } from './check-schema';
import { checkUiSchema } from './check-ui';
import { checkPlainMessages } from './check-plain-errors';
import { dotted, encodePointerToken } from './json-pointer';
import { didYouMean, oneOf } from './suggest';
import { reachableFrom, statesShowing, statesThatCannotEnd, statesThatCannotProgress, transitionsOf } from './reachability';
import { checkFlowRoutes, checkStatusRouteRules } from './check-routes';
import { routeForStatus } from './status-routing';
import { screenPair } from './content';
import { HISTORY_TARGET, type ContentIndex, type FlowFile, type FlowState, type Json, type Problem, type ScreenPair } from './types';

export interface KnownNames {
  guards: readonly string[];
  widgets: readonly string[];
  /** Widget names by the field type they draw, rjsf's and the project's (the others in widgets draw any). */
  standardWidgets?: Record<string, readonly string[]>;
  fields: readonly string[];
  pages: readonly string[];
  /** Named server work that automatic events may run first. */
  effects: readonly string[];
  /** Formats the form validator knows; without it formats are not checked. */
  formats?: readonly string[];
  /** Known values by field name: a form field so named may offer only these. */
  enumerations?: Record<string, readonly string[]>;
  /** Schema pairs a folder must hold: one per name, and no others. */
  pairs?: readonly RequiredPairs[];
  /** Copy keys the code uses, with where. */
  codeCopyKeys?: readonly CodeReference[];
  /** The {placeholders} the chatbot fills in its answers. */
  chatbotPlaceholders?: readonly string[];
  /** Colour pairs the stylesheets draw, checked for every lender's theme (contrast.ts). */
  drawn?: readonly DrawnPair[];
  /** Content files a person changed, the most recent last: a clash between two files is blamed on the later. */
  changed?: readonly string[];
  /** Texts only staff read, which stay English; without it no language is checked. */
  languageScope?: LanguageScope;
  /** Further checks the product brings. */
  rules?: readonly ((content: ContentIndex) => Problem[])[];
}

/** Folders of schema pairs whose forms take user data (closed objects, bounded strings). */
export const FORM_FOLDERS = ['screens', 'registration', 'conditions', 'forms'] as const;

/**
 * The flow whose states a server record moves through (flows/<id>.flow.json): its states report
 * statuses routed by flows/status-routes.json and its screens are written through the screen write.
 */
export const STATUS_FLOW = 'applicant';

const ptr = (...tokens: (string | number)[]): string => tokens.map((t) => '/' + encodePointerToken(String(t))).join('');

/** '"nowhere" is no state of this flow (did you mean "now"?): write one of ...'. */
const unknownName = (what: string, name: string, known: Iterable<string>): string =>
  `"${name}" is no ${what}${didYouMean(name, known)}: write one of ${oneOf([...known], 20)}`;

/** Walks a UI schema and yields every named widget or field reference with its pointer. */
function* uiReferences(node: Json, pointer: string): Generator<{ kind: 'ui:widget' | 'ui:field'; name: string; pointer: string }> {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const [i, child] of node.entries()) yield* uiReferences(child, pointer + ptr(i));
    return;
  }
  for (const [key, child] of Object.entries(node)) {
    if ((key === 'ui:widget' || key === 'ui:field') && typeof child === 'string') {
      yield { kind: key, name: child, pointer: pointer + ptr(key) };
    } else {
      yield* uiReferences(child, pointer + ptr(key));
    }
  }
}

/**
 * A schema pair: its widgets and fields are registered, its data schema strict, its UI schema names what
 * the data has. A form (a pair of the form folders, unless told) takes user data: closed, bounded, every
 * rule in plain words.
 */
export function checkScreen(screen: ScreenPair, known: KnownNames, strings: Record<string, string>, form?: boolean): Problem[] {
  const problems: Problem[] = [];
  const add = (file: string, pointer: string, message: string) => problems.push({ file, pointer, message });
  const uiFile = screen.file.replace('.schema.json', '.ui.json');
  for (const ref of uiReferences(screen.ui, '')) {
    const names = ref.kind === 'ui:widget' ? known.widgets : known.fields;
    const what = ref.kind === 'ui:widget' ? 'widget' : 'field';
    if (!names.includes(ref.name)) add(uiFile, ref.pointer, `${ref.kind}: "${ref.name}" is no registered ${what}${didYouMean(ref.name, names)}: write one of ${oneOf(names, 30)}`);
  }
  const isForm = form ?? (FORM_FOLDERS as readonly string[]).includes(screen.file.split('/')[1] ?? '');
  if (known.formats) {
    problems.push(...checkDataSchema(screen.schema, screen.file, { formats: known.formats, closed: isForm, enumerations: known.enumerations ?? {} }));
  }
  problems.push(...checkUiSchema(screen, { standardWidgets: known.standardWidgets }));
  if (isForm) problems.push(...checkPlainMessages(screen, strings));
  return problems;
}

/** A flow: every name it uses exists, every state is reachable and can end. */
function checkFlow(flow: FlowFile & { file: string }, content: ContentIndex, known: KnownNames): Problem[] {
  const problems: Problem[] = [];
  const add = (file: string, pointer: string, message: string) => problems.push({ file, pointer, message });
  /** A report whose sentence starts with the place, as people read it. */
  const addAt = (file: string, pointer: string, message: string) => add(file, pointer, `${dotted(pointer)}: ${message}`);
  const { file } = flow;
  if (!flow.states[flow.initial]) addAt(file, '/initial', unknownName('state of this flow', flow.initial, Object.keys(flow.states)));
  for (const [name, state] of Object.entries(flow.states)) {
    const at = ptr('states', name);
    if (state.screen && !content.screens[state.screen]) addAt(file, at + '/screen', unknownName('screen in schemas/', state.screen, Object.keys(content.screens)));
    if (state.page && !known.pages.includes(state.page)) addAt(file, at + '/page', unknownName('registered page', state.page, known.pages));
    if (!state.screen && !state.page && !state.waiting) addAt(file, at, 'a state shows something: add "screen", "page", or "waiting": true');
    for (const [i, t] of (state.transitions ?? []).entries()) {
      if (t.target === HISTORY_TARGET) {
        if (!state.history) addAt(file, `${at}/transitions/${i}/target`, `"${HISTORY_TARGET}" returns to where the application came from, so state "${name}" needs "history": true: add it`);
      } else if (!flow.states[t.target]) addAt(file, `${at}/transitions/${i}/target`, unknownName('state of this flow', t.target, Object.keys(flow.states)));
      if (t.guard && !known.guards.includes(t.guard)) addAt(file, `${at}/transitions/${i}/guard`, unknownName('registered guard', t.guard, known.guards));
      if (t.notFrom) addAt(file, `${at}/transitions/${i}/notFrom`, 'notFrom belongs on global transitions only: remove it here');
    }
    for (const [i, screen] of (state.screens ?? []).entries()) {
      if (!content.screens[screen]) addAt(file, `${at}/screens/${i}`, unknownName('screen in schemas/', screen, Object.keys(content.screens)));
    }
    for (const [i, c] of (state.children ?? []).entries()) {
      const cp = `${at}/children/${i}`;
      if (c.screen && !content.screens[c.screen]) addAt(file, `${cp}/screen`, unknownName('screen in schemas/', c.screen, Object.keys(content.screens)));
      if (c.page && !known.pages.includes(c.page)) addAt(file, `${cp}/page`, unknownName('registered page', c.page, known.pages));
      if (!c.screen && !c.page) addAt(file, cp, 'a sub-route shows something: add "screen" or "page"');
      for (const [j, screen] of (c.screens ?? []).entries()) {
        if (!content.screens[screen]) addAt(file, `${cp}/screens/${j}`, unknownName('screen in schemas/', screen, Object.keys(content.screens)));
      }
    }
    for (const [i, w] of (state.statusWhen ?? []).entries()) {
      if (!known.guards.includes(w.guard)) addAt(file, `${at}/statusWhen/${i}/guard`, unknownName('registered guard', w.guard, known.guards));
    }
    const events = new Set(transitionsOf(flow, name).map((t) => t.event));
    for (const [i, a] of (state.automatic ?? []).entries()) {
      if (!events.has(a.event)) addAt(file, `${at}/automatic/${i}/event`, `state "${name}" has no transition for "${a.event}", so trying it can never move the application${didYouMean(a.event, events)}: write one of ${oneOf([...events])}`);
      if (a.effect && !known.effects.includes(a.effect)) addAt(file, `${at}/automatic/${i}/effect`, unknownName('registered effect', a.effect, known.effects));
    }
    for (const [i, effect] of (state.onEnter ?? []).entries()) {
      if (!known.effects.includes(effect)) addAt(file, `${at}/onEnter/${i}`, unknownName('registered effect', effect, known.effects));
    }
  }
  for (const [i, t] of (flow.global ?? []).entries()) {
    if (t.target === HISTORY_TARGET) addAt(file, `/global/${i}/target`, `a global transition cannot return to "${HISTORY_TARGET}": write a state`);
    else if (!flow.states[t.target]) addAt(file, `/global/${i}/target`, unknownName('state of this flow', t.target, Object.keys(flow.states)));
    if (t.guard && !known.guards.includes(t.guard)) addAt(file, `/global/${i}/guard`, unknownName('registered guard', t.guard, known.guards));
    for (const [j, from] of (t.notFrom ?? []).entries()) {
      if (!flow.states[from]) addAt(file, `/global/${i}/notFrom/${j}`, unknownName('state of this flow', from, Object.keys(flow.states)));
    }
  }
  const allEvents = new Set([...(flow.global ?? []), ...Object.values(flow.states).flatMap((st) => st.transitions ?? [])].map((t) => t.event));
  for (const [i, e] of (flow.outcomes ?? []).entries()) {
    if (!allEvents.has(e)) addAt(file, `/outcomes/${i}`, unknownName('event of a transition', e, allEvents));
  }
  for (const [i, pg] of (flow.pages ?? []).entries()) {
    if (pg.page && !known.pages.includes(pg.page)) addAt(file, `/pages/${i}/page`, unknownName('registered page', pg.page, known.pages));
    if (pg.screen && !content.screens[pg.screen]) addAt(file, `/pages/${i}/screen`, unknownName('screen in schemas/', pg.screen, Object.keys(content.screens)));
    else if (pg.screen && typeof (content.screens[pg.screen]?.ui['x-screen'] as { event?: unknown } | undefined)?.event === 'string') {
      addAt(file, `/pages/${i}/screen`, `screen "${pg.screen}" sends an event, but a screen shown at any state only keeps its answer: give it a state instead`);
    }
  }
  if (flow.states[flow.initial]) {
    const reach = reachableFrom(flow, flow.initial, 'visited');
    for (const name of Object.keys(flow.states)) {
      if (!reach.has(name)) addAt(file, ptr('states', name), `state "${name}" is not reachable from "${flow.initial}": add a transition that leads here, or remove the state`);
    }
  }
  const cannotEnd = statesThatCannotEnd(flow);
  for (const name of cannotEnd) addAt(file, ptr('states', name), `state "${name}" cannot reach a final state: add a transition on towards one`);
  /** The events the screens a state shows send (x-screen.event). */
  const sent = (name: string): string[] => {
    const st = flow.states[name];
    const ids = [st?.screen, ...(st?.screens ?? []), ...(st?.children ?? []).flatMap((c) => [c.screen, ...(c.screens ?? [])])];
    return ids.flatMap((id) => {
      const event = id ? (screenPair(content, id)?.ui['x-screen'] as { event?: unknown } | undefined)?.event : undefined;
      return typeof event === 'string' ? [event] : [];
    });
  };
  for (const name of statesThatCannotProgress(flow, sent)) {
    if (cannotEnd.includes(name)) continue;
    const state = flow.states[name] as FlowState;
    const own = [...new Set((state.transitions ?? []).map((t) => t.target))];
    const listed = own.map((t) => (t === name ? `"${t}" (itself)` : `"${t}"`));
    const where = own.length ? `its own transitions lead only to ${listed.length > 1 ? `${listed.slice(0, -1).join(', ')} and ${listed[listed.length - 1]}` : listed[0]}` : 'its automatic events lead nowhere new';
    addAt(file, ptr('states', name, 'transitions'), `an application at state "${name}" can never move on by what is done there: ${where}, and only the global exceptions lead out: add a transition towards the next step`);
  }
  problems.push(...checkFlowRoutes(flow));
  return problems;
}

/** Every route of flows/status-routes.json is a route of a state of the status flow. */
function checkStatusRoutes(content: ContentIndex): Problem[] {
  const flow = content.flows[STATUS_FLOW];
  if (!content.statusRoutes || !flow) return [];
  const routes = new Set(Object.values(flow.states).flatMap((s) => (s.route ? [s.route] : [])));
  const { file } = content.statusRoutes;
  return content.statusRoutes.routes.flatMap((r, i) => (routes.has(r.route) ? [] : [{
    file, pointer: `/routes/${i}/route`,
    message: `${dotted(`/routes/${i}/route`)}: ${unknownName(`route of a state of flows/${STATUS_FLOW}.flow.json`, r.route, routes)}`,
  }]));
}

/**
 * Cross-reference checks over indexed content: the part of content:check that needs no compiler. A file
 * that breaks its meta-schema may not have the shape a check reads: with shapesReported, a check it
 * breaks is left out (the meta-schema's report says what to fix first) instead of stopping all checks.
 */
export function checkContent(content: ContentIndex, known: KnownNames, opts: { shapesReported?: boolean } = {}): Problem[] {
  const statusFlow = content.flows[STATUS_FLOW];
  const checks: { file?: string; run: () => Problem[] }[] = [
    ...Object.values(content.screens).map((screen) => ({ file: screen.file, run: () => checkScreen(screen, known, content.strings) })),
    { run: () => checkPairs(content, known.pairs ?? []) },
    ...Object.values(content.flows).map((flow) => ({ file: flow.file, run: () => checkFlow(flow, content, known) })),
    { file: content.statusRoutes?.file, run: () => checkStatusRoutes(content) },
    { file: content.statusRoutes?.file, run: () => checkStatusRouteRules(content, STATUS_FLOW, known.changed) },
    { file: statusFlow?.file, run: () => (statusFlow ? checkStatuses(statusFlow, content) : []) },
    { run: () => checkScreenEvents(content) },
    { run: () => checkOrgs(content, { changed: known.changed, drawn: known.drawn }) },
    { run: () => checkCopy(content, known) },
    ...(known.languageScope ? [{ run: () => checkLanguages(content, known.languageScope as LanguageScope) }] : []),
    ...(known.rules ?? []).map((rule) => ({ run: () => rule(content) })),
  ];
  const problems: Problem[] = [];
  for (const check of checks) {
    try {
      problems.push(...check.run());
    } catch (e) {
      // a file of a shape the meta-schema already reported can trip a check: that report says what to fix
      if (opts.shapesReported) continue;
      // otherwise the reader is told in words which file could not be read, never the engine's own
      problems.push({ file: check.file ?? 'content', pointer: '', message: unreadable(e) });
    }
  }
  return problems;
}

/** Why a file could not be checked, in words: a reference that leads round without end, or a shape the check cannot read. */
export function unreadable(e: unknown): string {
  return e instanceof RangeError
    ? 'this file could not be checked: something in it refers to itself without end (a $ref leading back to itself, or a loop of them): point each $ref at a definition that describes a value'
    : 'this file could not be checked: part of it has a shape the check cannot read: compare it with a working file of the same kind';
}

/** The flow of the server-side record reports a status at every state, and the client has a page for each status. */
function checkStatuses(flow: FlowFile & { file: string }, content: ContentIndex): Problem[] {
  const problems: Problem[] = [];
  for (const [name, state] of Object.entries(flow.states)) {
    const at = ptr('states', name);
    if (!state.status) problems.push({ file: flow.file, pointer: at, message: `${dotted(at)}: state "${name}" has no "status": the status endpoint would have nothing to report: add one, like "IN_PROGRESS"` });
    if (!content.statusRoutes) continue;
    const statuses = [
      ...(state.status ? [{ status: state.status, pointer: `${at}/status` }] : []),
      ...(state.statusWhen ?? []).map((w, i) => ({ status: w.status, pointer: `${at}/statusWhen/${i}/status` })),
    ];
    for (const s of statuses) {
      if (!routeForStatus(content.statusRoutes, s.status)) {
        problems.push({ file: flow.file, pointer: s.pointer, message: `${dotted(s.pointer)}: status "${s.status}" has no route in ${content.statusRoutes.file}: add {"status": "${s.status}", "route": "<the state's route>"} there` });
      }
    }
  }
  return problems;
}

/** A screen's x-screen.event must be one that every state showing the screen takes. */
function checkScreenEvents(content: ContentIndex): Problem[] {
  const problems: Problem[] = [];
  const flow = content.flows[STATUS_FLOW];
  if (!flow) return problems;
  for (const screen of Object.values(content.screens)) {
    const event = (screen.ui['x-screen'] as { event?: unknown } | undefined)?.event;
    if (typeof event !== 'string') continue;
    const uiFile = screen.file.replace('.schema.json', '.ui.json');
    const showing = Object.values(content.flows).flatMap((f) => statesShowing(f, screen.id).map((name) => ({ f, name })));
    if (!showing.length && !(flow.pages ?? []).some((p) => p.screen === screen.id)) {
      problems.push({ file: uiFile, pointer: '/x-screen/event', message: `x-screen.event: sends "${event}", but no state of a flow shows screen "${screen.id}": remove the event, or name the screen at the state it belongs to` });
    }
    for (const { f, name } of showing) {
      const taken = transitionsOf(f, name).map((t) => t.event);
      if (!taken.includes(event)) {
        problems.push({ file: uiFile, pointer: '/x-screen/event', message: `x-screen.event: sends "${event}", which state "${name}" of ${f.file} (showing this screen) has no transition for${didYouMean(event, taken)}: write one of ${oneOf([...new Set(taken)])}` });
      }
    }
  }
  // A form state is left by the event its screen sends: one that sends none leaves the applicant there.
  const sentAnyway = new Set(flow.outcomes ?? []);
  for (const [name, state] of Object.entries(flow.states)) {
    const screen = state.screen ? screenPair(content, state.screen) : undefined;
    const own = (state.transitions ?? []).map((t) => t.event).filter((e) => !sentAnyway.has(e) && !(state.automatic ?? []).some((a) => a.event === e));
    if (!screen || !own.length) continue;
    const shown = [state.screen, ...(state.screens ?? []), ...(state.children ?? []).flatMap((c) => [c.screen, ...(c.screens ?? [])])];
    const sent = shown.map((id) => (id ? (screenPair(content, id)?.ui['x-screen'] as { event?: unknown } | undefined)?.event : undefined));
    if (own.some((e) => sent.includes(e))) continue;
    problems.push({
      file: screen.file.replace('.schema.json', '.ui.json'), pointer: '/x-screen',
      message: `x-screen: state "${name}" shows this screen and is left only by ${oneOf([...new Set(own)])}, but no screen it shows sends one, so the applicant could never go on: add "event": ${JSON.stringify(own[0])}`,
    });
  }
  return problems;
}
