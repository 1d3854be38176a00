/** WCAG 2.x relative luminance and contrast ratio of #rgb / #rrggbb colours. */
export function parseHex(color: string): [number, number, number] {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) throw new Error(`not a hex colour: ${color}`);
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(color: string): number {
  const [r, g, b] = parseHex(color).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A colour slot a lender may leave out, and the one the stylesheet uses instead. */
export const COLOR_FALLBACKS: Record<string, string> = { accent: 'primary' };

/** A colour pair a stylesheet draws, and the ratio WCAG 2.2 AA asks of it (4.5:1 text, 3:1 borders and marks). */
export interface DrawnPair {
  /** Theme colour slots (ThemeColors keys). */
  fg: string;
  bg: string;
  min: 3 | 4.5;
  /** The stylesheet and rule that draws it ("src/portal/styles.css:48 .button"). */
  where: string;
}

/** One rule of a stylesheet, as parsed: its selector and declarations, and where it is written. */
export interface CssRule {
  selector: string;
  decls: { prop: string; value: string }[];
  where: string;
}

const TOKEN = /var\(\s*--color-([a-z0-9-]+)/g;
const camel = (s: string) => s.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
/** Properties that draw a mark (borders, outlines, shadows, checkbox ticks, icons): 3:1. */
const MARK = /^(border(-(top|right|bottom|left|block|inline)(-(start|end))?)?(-color)?|outline(-color)?|box-shadow|accent-color|text-decoration(-color)?|column-rule(-color)?|fill|stroke|caret-color)$/;
const BACKGROUND = /^background(-color)?$/;
/** States a rule may add to an element: the element's own rule without them says what else it draws. */
const STATE = /:(hover|focus|focus-visible|focus-within|active|visited|disabled|enabled|checked|indeterminate|invalid|valid|required|optional|target|open|placeholder-shown|read-only|read-write|is|where|has|not)(\((?:[^()]|\([^()]*\))*\))?|::?[a-z-]+(\((?:[^()]|\([^()]*\))*\))?|\[[^\]]*\]/g;

/** Splits a selector list at top-level commas. */
export function selectorsOf(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of list) {
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth--;
    if (ch === ',' && depth === 0) {
      out.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

/** The compound selectors of a complex one, outermost first ("a > b c:hover" -> ["a", "b", "c:hover"]). */
const compounds = (selector: string): string[] => selector.replace(/\s*[>+~]\s*/g, ' ').split(/\s+(?![^(]*\))/).filter(Boolean);
const bare = (compound: string): string => compound.replace(STATE, '') || '*';

/**
 * The theme colour pairs stylesheets draw, read from their rules: each colour a rule gives text or a
 * mark, over the background it stands on (the rule's own, else that of the same element without its
 * state, else the nearest ancestor's a rule gives, else the page's). A border of the element's own
 * background colour is part of its fill: its edge stands on what is around it.
 */
export function drawnPairs(rules: readonly CssRule[]): DrawnPair[] {
  // custom properties that carry a theme colour under another name (--ring: var(--color-accent))
  const aliases = new Map<string, string>();
  for (const r of rules) {
    for (const d of r.decls) {
      if (!d.prop.startsWith('--') || d.prop.startsWith('--color-')) continue;
      const t = [...d.value.matchAll(TOKEN)][0];
      if (t) aliases.set(d.prop, camel(t[1] as string));
    }
  }
  const tokens = (value: string): string[] => [
    ...[...value.matchAll(TOKEN)].map((m) => camel(m[1] as string)),
    ...[...value.matchAll(/var\(\s*(--[A-Za-z0-9-]+)/g)].flatMap((m) => (aliases.has(m[1] as string) ? [aliases.get(m[1] as string) as string] : [])),
  ];
  // per bare compound selector ("button", ".bank-link__institution"), the colours its rules give
  const own = new Map<string, { bg?: string; fg?: string }>();
  const note = (key: string, what: 'bg' | 'fg', token: string) => {
    const entry = own.get(key) ?? {};
    entry[what] ??= token;
    own.set(key, entry);
  };
  const read = (r: CssRule) => {
    const bg = r.decls.filter((d) => BACKGROUND.test(d.prop)).flatMap((d) => tokens(d.value))[0];
    const fg = r.decls.filter((d) => d.prop === 'color').flatMap((d) => tokens(d.value))[0];
    return { bg, fg };
  };
  for (const r of rules) {
    const { bg, fg } = read(r);
    for (const selector of selectorsOf(r.selector)) {
      const parts = compounds(selector);
      const last = parts[parts.length - 1] ?? '';
      if (last !== bare(last)) continue; // a state's colours hold only in that state
      const key = parts.map(bare).join(' ');
      if (bg) note(key, 'bg', bg);
      if (fg) note(key, 'fg', fg);
    }
  }
  const page = { bg: 'background', fg: 'text' };
  for (const root of ['html', 'body', ':root']) {
    const entry = own.get(root);
    if (entry?.bg) page.bg = entry.bg;
    if (entry?.fg) page.fg = entry.fg;
  }
  /** The colour an element matched by `parts` has for `what`: its own rule's, then its ancestors'. */
  const inherited = (parts: string[], what: 'bg' | 'fg', skip?: string): string => {
    for (let n = parts.length; n > 0; n--) {
      const chain = parts.slice(0, n).map(bare);
      // the full chain, then the element by its last compound alone
      const last = chain[chain.length - 1] as string;
      // a BEM modifier (.toast--error) is worn beside its block's class (.toast)
      const block = last.replace(/^(\.[A-Za-z0-9_-]+?)--[A-Za-z0-9_-]+$/, '$1');
      for (const key of [chain.join(' '), last, block]) {
        const found = own.get(key)?.[what];
        if (found && found !== skip) return found;
      }
    }
    return page[what];
  };

  const out: DrawnPair[] = [];
  const seen = new Set<string>();
  const push = (fg: string, bg: string, min: 3 | 4.5, where: string) => {
    const key = `${fg}/${bg}/${min}`;
    if (fg === bg && min === 4.5) return; // text in its own background colour is hidden on purpose (a skip link)
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ fg, bg, min, where });
  };
  for (const r of rules) {
    const { bg, fg } = read(r);
    const marks = r.decls.filter((d) => MARK.test(d.prop) && !/^(none|0|transparent)\b/.test(d.value.trim())).flatMap((d) => tokens(d.value));
    if (!bg && !fg && !marks.length) continue;
    for (const selector of selectorsOf(r.selector)) {
      const parts = compounds(selector);
      const where = `${r.where} ${selector}`;
      const ground = bg ?? inherited(parts, 'bg');
      const text = fg ?? inherited(parts, 'fg');
      if (fg || bg) push(text, ground, 4.5, where);
      for (const mark of marks) {
        // a border in the element's own background colour is part of its fill: its edge stands on the parent's
        const under = mark === ground ? inherited(parts.slice(0, -1).length ? parts.slice(0, -1) : [], 'bg', mark) : ground;
        if (mark !== under) push(mark, under, 3, where);
      }
    }
  }
  return out;
}
