import { COLOR_FALLBACKS, contrastRatio, type DrawnPair } from './contrast';
import { encodePointerToken, getAtPointer } from './json-pointer';
import { didYouMean, oneOf } from './suggest';
import { isObject, type ContentIndex, type Json, type Problem } from './types';

const ptr = (...tokens: string[]): string => tokens.map((t) => '/' + encodePointerToken(t)).join('');
const kind = (v: Json): string => (v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v === 'string' ? 'text' : typeof v === 'boolean' ? 'true or false' : typeof v === 'number' ? 'a number' : 'an object');

/** The host a lender's baseUrl is reached at, or undefined when it is no address. */
export function hostOf(baseUrl: string): string | undefined {
  try {
    return new URL(baseUrl).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Files in the order a clash between two of them is blamed: those a person did not change first, then
 * by `changed` (the oldest change first), then by name. The later file of a clash is the one to fix.
 */
export function blameOrder(files: Iterable<string>, changed: readonly string[] = []): string[] {
  const rank = (f: string) => changed.indexOf(f);
  return [...files].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export interface OrgCheckOptions {
  /** Content files a person changed, the most recent last: a clash between two lenders is theirs to fix. */
  changed?: readonly string[];
  /** Colour pairs the stylesheets draw (contrast.ts); without them, none are checked. */
  drawn?: readonly DrawnPair[];
}

/** What an org file may say about the rest of the content: its colours, copy overrides and flags. */
export function checkOrgs(content: ContentIndex, opts: OrgCheckOptions = {}): Problem[] {
  const problems: Problem[] = [];
  const add = (file: string, pointer: string, message: string) => problems.push({ file, pointer, message });
  const hosts = new Map<string, string>();
  const codes = new Map<string, string>();
  const orgs = Object.values(content.orgs);
  const byFile = new Map(orgs.map((o) => [o.file, o]));

  for (const file of blameOrder(byFile.keys(), opts.changed)) {
    const org = byFile.get(file) as (typeof orgs)[number];
    const host = typeof org.baseUrl === 'string' ? hostOf(org.baseUrl) : undefined;
    if (host) {
      const first = hosts.get(host);
      if (first) add(file, '/baseUrl', `baseUrl: ${host} is already the address of the lender in ${first}, and a request finds its lender by its address: write this lender's own address`);
      else hosts.set(host, file);
    }
    if (typeof org.orgCode === 'string') {
      const first = codes.get(org.orgCode);
      // a code that is not the file's name is reported where the file is indexed (content.ts)
      if (first && file === `orgs/${org.orgCode}.json`) add(file, '/orgCode', `orgCode: "${org.orgCode}" is already the code of the lender in ${first}, and each lender has its own: write a new code, and name the file after it`);
      else codes.set(org.orgCode, file);
    }
    const canonical = typeof org.canonicalOrgCode === 'string' ? org.canonicalOrgCode : undefined;
    const target = canonical !== undefined ? orgs.find((o) => o.orgCode === canonical) : undefined;
    if (canonical !== undefined && !target) {
      add(file, '/canonicalOrgCode', `canonicalOrgCode: "${canonical}" is no lender's orgCode${didYouMean(canonical, orgs.map((o) => o.orgCode).filter((c) => typeof c === 'string'))}: write this file's own orgCode, or the lender it is a variant of`);
    } else if (target && target !== org && target.canonicalOrgCode !== target.orgCode) {
      add(file, '/canonicalOrgCode', `canonicalOrgCode: "${canonical}" is itself a variant of "${target.canonicalOrgCode}", and a variant names the lender it belongs to directly: write "${target.canonicalOrgCode}"`);
    }

    const colors = (org.theme?.colors ?? {}) as unknown as Record<string, string | undefined>;
    const seen = new Set<string>();
    for (const pair of opts.drawn ?? []) {
      const fgSlot = colors[pair.fg] ? pair.fg : COLOR_FALLBACKS[pair.fg];
      const bgSlot = colors[pair.bg] ? pair.bg : COLOR_FALLBACKS[pair.bg];
      const fg = fgSlot && colors[fgSlot];
      const bg = bgSlot && colors[bgSlot];
      if (!fg || !bg || !fgSlot || !bgSlot) continue; // missing colours are reported by the meta-schema
      let ratio: number;
      try {
        ratio = contrastRatio(fg, bg);
      } catch {
        continue; // not a colour: the meta-schema says what to write
      }
      if (ratio >= pair.min) continue;
      const key = `${pair.fg}/${pair.bg}/${pair.min}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const serving = (slot: string, as: string) => (slot === as ? '' : ` (serving as ${as})`);
      add(file, ptr('theme', 'colors', fgSlot), `theme.colors.${fgSlot}${serving(fgSlot, pair.fg)}: ${fg} on ${bgSlot}${serving(bgSlot, pair.bg)} ${bg} has a contrast of ${ratio.toFixed(2)}:1, below the ${pair.min}:1 WCAG AA asks for ${pair.min === 3 ? 'borders and marks of controls' : 'text'} (as ${pair.where} draws it): write a ${pair.min === 3 ? 'stronger' : 'darker or lighter'} colour`);
    }

    for (const key of Object.keys(org.copy?.strings ?? {})) {
      if (!Object.hasOwn(content.strings, key)) add(file, ptr('copy', 'strings', key), `copy.strings: "${key}" is no copy key${didYouMean(key, Object.keys(content.strings))}, so the text is never shown: write a key of schemas/copy/en.json`);
    }
    for (const [screenId, overrides] of Object.entries(org.copy?.screens ?? {})) {
      const screen = Object.hasOwn(content.screens, screenId) ? content.screens[screenId] : undefined;
      if (!screen) {
        add(file, ptr('copy', 'screens', screenId), `copy.screens: "${screenId}" is no screen${didYouMean(screenId, Object.keys(content.screens))}: write the id of a schema pair`);
        continue;
      }
      for (const pointer of Object.keys(overrides)) {
        // The data schema is the contract both sides validate with (and precompile): orgs change copy in /ui only.
        if (!pointer.startsWith('/ui/')) {
          add(file, ptr('copy', 'screens', screenId, pointer), `copy.screens.${screenId}: "${pointer}" must point into the screen's /ui document, such as "/ui/x-screen/title"`);
          continue;
        }
        let target: Json | undefined;
        try {
          target = getAtPointer({ schema: screen.schema, ui: screen.ui }, pointer);
        } catch {
          target = undefined;
        }
        if (typeof target !== 'string') add(file, ptr('copy', 'screens', screenId, pointer), `copy.screens.${screenId}: "${pointer}" names no text of ${screen.file.replace('.schema.json', '.ui.json')}: write the pointer of a text it holds, such as "/ui/x-screen/title"`);
      }
    }

    for (const [flag, value] of Object.entries(org.flags ?? {})) {
      const declared = Object.hasOwn(content.flags.flags, flag) ? content.flags.flags[flag] : undefined;
      if (!declared) {
        add(file, ptr('flags', flag), `flags: "${flag}" is not declared in ${content.flags.file}${didYouMean(flag, Object.keys(content.flags.flags))}: write a declared flag`);
        continue;
      }
      problems.push(...checkFlagVariables(file, ptr('flags', flag), `flags.${flag}`, value.variables, declared.variables, content.flags.file));
    }
  }
  return problems;
}

/** An override's variables are the declared ones, each of the declared kind (as the flags file's default shows it). */
export function checkFlagVariables(file: string, at: string, name: string, given: Json | undefined, declared: Json | undefined, declaredIn: string): Problem[] {
  if (given === undefined) return [];
  const problems: Problem[] = [];
  const known = isObject(declared) ? declared : {};
  if (!isObject(given)) return [{ file, pointer: `${at}/variables`, message: `${name}.variables: write an object of the variables ${declaredIn} declares` }];
  for (const [key, value] of Object.entries(given)) {
    const here = `${at}/variables/${encodePointerToken(key)}`;
    if (!Object.hasOwn(known, key)) {
      const names = Object.keys(known);
      problems.push({ file, pointer: here, message: `${name}.variables.${key}: the flag has no such variable${didYouMean(key, names)}: ${names.length ? `write one of ${oneOf(names)}` : 'it takes none'}` });
    } else if (kind(value) !== kind(known[key] as Json)) {
      problems.push({ file, pointer: here, message: `${name}.variables.${key}: write ${kind(known[key] as Json)}, as ${declaredIn} declares it, not ${kind(value)}` });
    } else if (Array.isArray(value) && Array.isArray(known[key]) && (known[key] as Json[]).length === 0 && value.some((v) => typeof v !== 'string')) {
      problems.push({ file, pointer: here, message: `${name}.variables.${key}: write a list of texts` });
    }
  }
  return problems;
}
