import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import type postcssType from 'postcss';
import { drawnPairs, type CssRule, type DrawnPair } from '../../engine/contrast';
import { codeRoot } from './code-copy-keys';

/** Stylesheets that draw with a lender's theme colours: every .css file of the sources naming a --color- property. */
function stylesheets(root: string): string[] {
  const walk = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : name.endsWith('.css') ? [full] : [];
  }) : []);
  // the applicant portal's own sheet first: a pair it draws is reported with its rule
  const main = join(root, 'src', 'portal', 'styles.css');
  return walk(join(root, 'src')).filter((f) => readFileSync(f, 'utf8').includes('var(--color-')).sort((a, b) => Number(b === main) - Number(a === main) || a.localeCompare(b));
}

/**
 * The rules of stylesheets, read with postcss (the CSS parser Vite itself builds these sheets with, so a
 * sheet reads here as it does in the build): selectors inside @media and @supports blocks count too.
 */
export function cssRules(sheets: { file: string; css: string }[]): CssRule[] {
  // loaded at check time only: the bundled server carries the pairs found when it was built
  const postcss = createRequire(import.meta.url)('postcss') as typeof postcssType;
  const rules: CssRule[] = [];
  for (const { file, css } of sheets) {
    postcss.parse(css, { from: file }).walkRules((rule) => {
      // keyframes' steps are no elements
      if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcssType.AtRule).name)) return;
      const decls: CssRule['decls'] = [];
      rule.each((node) => {
        if (node.type === 'decl') decls.push({ prop: node.prop.toLowerCase(), value: node.value });
      });
      rules.push({ selector: rule.selector, decls, where: `${file}:${rule.source?.start?.line ?? 0}` });
    });
  }
  return rules;
}

/** The theme colour pairs the sources' stylesheets draw (drawnPairs), from the files under root/src. */
export function drawnColourPairsAt(root: string): DrawnPair[] {
  const sheets = stylesheets(root).map((full) => ({ file: relative(root, full).split(sep).join('/'), css: readFileSync(full, 'utf8') }));
  return drawnPairs(cssRules(sheets));
}

/** Set by scripts/build-server.mjs: the pairs the stylesheets of the bundled server's sources draw. */
declare const __DRAWN_PAIRS__: DrawnPair[] | undefined;
const BUILT_PAIRS = typeof __DRAWN_PAIRS__ === 'undefined' ? undefined : __DRAWN_PAIRS__;

let fromSources: { at: number; pairs: DrawnPair[] } | undefined;
/** How long pairs read from the sources stand before the stylesheets are read again (a server checks each studio save). */
const REREAD_AFTER_MS = 10_000;

/** The colour pairs the running code's stylesheets draw. */
export function drawnColourPairs(): DrawnPair[] {
  if (BUILT_PAIRS) return BUILT_PAIRS;
  if (fromSources && Date.now() - fromSources.at < REREAD_AFTER_MS) return fromSources.pairs;
  fromSources = { at: Date.now(), pairs: drawnColourPairsAt(codeRoot()) };
  return fromSources.pairs;
}
