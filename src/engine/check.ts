import { CONTRAST_PAIRS, contrastRatio } from './contrast';
import { encodePointerToken, getAtPointer } from './json-pointer';
import { reachableFrom, statesThatCannotEnd } from './reachability';
import type { ContentIndex, Json, Problem } from './types';

export interface KnownNames {
  guards: readonly string[];
  widgets: readonly string[];
  fields: readonly string[];
  pages: readonly string[];
}

const ptr = (...tokens: (string | number)[]): string => tokens.map((t) => '/' + encodePointerToken(String(t))).join('');

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

/** Cross-reference checks over indexed content: the part of content:check that needs no compiler. */
export function checkContent(content: ContentIndex, known: KnownNames): Problem[] {
  const problems: Problem[] = [];
  const add = (file: string, pointer: string, message: string) => problems.push({ file, pointer, message });

  for (const screen of Object.values(content.screens)) {
    const uiFile = screen.file.replace('.schema.json', '.ui.json');
    for (const ref of uiReferences(screen.ui, '')) {
      const names = ref.kind === 'ui:widget' ? known.widgets : known.fields;
      if (!names.includes(ref.name)) add(uiFile, ref.pointer, `unknown ${ref.kind === 'ui:widget' ? 'widget' : 'field'} "${ref.name}"`);
    }
  }

  const routes = new Set<string>();
  for (const [flowName, flow] of Object.entries(content.flows)) {
    const { file } = flow;
    if (!flow.states[flow.initial]) add(file, '/initial', `initial state "${flow.initial}" does not exist`);
    for (const [name, state] of Object.entries(flow.states)) {
      const at = ptr('states', name);
      if (state.screen && !content.screens[state.screen]) add(file, at + '/screen', `screen "${state.screen}" does not exist in schemas/`);
      if (state.page && !known.pages.includes(state.page)) add(file, at + '/page', `page "${state.page}" is not a registered page`);
      if (!state.screen && !state.page && !state.waiting) add(file, at, 'a state needs a screen, a page, or waiting: true');
      if (state.route && flowName === 'applicant') routes.add(state.route);
      for (const [i, t] of (state.transitions ?? []).entries()) {
        if (!flow.states[t.target]) add(file, `${at}/transitions/${i}/target`, `target state "${t.target}" does not exist`);
        if (t.guard && !known.guards.includes(t.guard)) add(file, `${at}/transitions/${i}/guard`, `guard "${t.guard}" is not registered`);
      }
    }
    for (const [i, t] of (flow.global ?? []).entries()) {
      if (!flow.states[t.target]) add(file, `/global/${i}/target`, `target state "${t.target}" does not exist`);
      if (t.guard && !known.guards.includes(t.guard)) add(file, `/global/${i}/guard`, `guard "${t.guard}" is not registered`);
    }
    if (flow.states[flow.initial]) {
      const reach = reachableFrom(flow, flow.initial);
      for (const name of Object.keys(flow.states)) {
        if (!reach.has(name)) add(file, ptr('states', name), `state "${name}" is not reachable from "${flow.initial}"`);
      }
    }
    for (const name of statesThatCannotEnd(flow)) add(file, ptr('states', name), `state "${name}" cannot reach a final state`);
  }

  if (content.statusRoutes && content.flows.applicant) {
    for (const [i, r] of content.statusRoutes.routes.entries()) {
      if (!routes.has(r.route)) add(content.statusRoutes.file, `/routes/${i}/route`, `route "${r.route}" is not the route of any applicant state`);
    }
  }

  for (const org of Object.values(content.orgs)) {
    const { file } = org;
    for (const pair of CONTRAST_PAIRS) {
      const fg = org.theme?.colors?.[pair.fg];
      const bg = org.theme?.colors?.[pair.bg];
      if (!fg || !bg) continue; // missing colours are reported by the meta-schema
      try {
        const ratio = contrastRatio(fg, bg);
        if (ratio < pair.min) {
          add(file, ptr('theme', 'colors', pair.fg), `contrast of ${pair.fg} ${fg} on ${pair.bg} ${bg} is ${ratio.toFixed(2)}:1, below ${pair.min}:1 (WCAG AA)`);
        }
      } catch (e) {
        add(file, ptr('theme', 'colors', pair.fg), (e as Error).message);
      }
    }
    for (const key of Object.keys(org.copy?.strings ?? {})) {
      if (!(key in content.strings)) add(file, ptr('copy', 'strings', key), `overrides copy key "${key}" that does not exist in schemas/copy/en.json`);
    }
    for (const [screenId, overrides] of Object.entries(org.copy?.screens ?? {})) {
      const screen = content.screens[screenId];
      if (!screen) {
        add(file, ptr('copy', 'screens', screenId), `overrides screen "${screenId}" that does not exist`);
        continue;
      }
      for (const pointer of Object.keys(overrides)) {
        // The data schema is the contract both sides validate with (and precompile): orgs change copy in /ui only.
        if (!pointer.startsWith('/ui/')) {
          add(file, ptr('copy', 'screens', screenId, pointer), `"${pointer}" must point into the screen's /ui document`);
          continue;
        }
        let target: Json | undefined;
        try {
          target = getAtPointer({ schema: screen.schema, ui: screen.ui }, pointer);
        } catch {
          target = undefined;
        }
        if (typeof target !== 'string') add(file, ptr('copy', 'screens', screenId, pointer), `"${pointer}" does not name a text in screen "${screenId}"`);
      }
    }
    for (const flag of Object.keys(org.flags ?? {})) {
      if (!(flag in content.flags.flags)) add(file, ptr('flags', flag), `flag "${flag}" is not declared in flows/feature-flags.json`);
    }
  }
  return problems;
}
