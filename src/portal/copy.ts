import opening from '../generated/opening-copy.json';

/**
 * Shell copy by key: the opening pages' part (src/product/opening-copy.ts) until the whole bundled content has
 * loaded, every key of schemas/copy/en.json after (completeShellStrings). One object, filled in place, so its
 * readers always see what has loaded.
 */
export const shellStrings: Record<string, string> = withoutSchema(opening);

function withoutSchema(copy: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(copy).filter((e): e is [string, string] => e[0] !== '$schema' && typeof e[1] === 'string'));
}

/** Adds the keys the opening part left out, from the whole copy file (src/portal/content.ts, loadWholeContent). */
export function completeShellStrings(copy: unknown): void {
  if (copy && typeof copy === 'object') Object.assign(shellStrings, withoutSchema(copy as Record<string, unknown>));
}
