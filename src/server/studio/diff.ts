import { create } from 'jsondiffpatch';
import type { FileDiff } from '../../contracts/studio';

// array items that carry an id or name (flow states, originators) are matched by it, not by position
const differ = create({
  objectHash: (item: object, index?: number) => {
    const o = item as { id?: unknown; name?: unknown; uuid?: unknown };
    const key = o.id ?? o.uuid ?? o.name;
    return typeof key === 'string' ? key : `$$index:${index ?? 0}`;
  },
});

const MAX_SHOWN = 80;
const shown = (v: unknown): string => {
  const s = JSON.stringify(v) ?? 'nothing';
  return s.length > MAX_SHOWN ? `${s.slice(0, MAX_SHOWN - 1)}…` : s;
};
const token = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** One line per changed value of a jsondiffpatch delta: "/title: "Old" -> "New"". */
export function summarise(delta: unknown, pointer = '', out: string[] = []): string[] {
  const at = pointer || '/';
  if (Array.isArray(delta)) {
    if (delta.length === 1) out.push(`${at}: added ${shown(delta[0])}`);
    else if (delta.length === 2) out.push(`${at}: ${shown(delta[0])} -> ${shown(delta[1])}`);
    else if (delta[2] === 0) out.push(`${at}: removed ${shown(delta[0])}`);
    else if (delta[2] === 3) out.push(`${at}: moved to position ${String(delta[1])}`);
    else out.push(`${at}: changed`);
    return out;
  }
  if (delta && typeof delta === 'object') {
    for (const [key, sub] of Object.entries(delta)) {
      if (key === '_t') continue;
      summarise(sub, `${pointer}/${token(key.startsWith('_') ? key.slice(1) : key)}`, out);
    }
  }
  return out;
}

/** The change of one file from `before` (undefined: not there) to the text an editor wrote. */
export function fileDiff(path: string, before: unknown, text: string): FileDiff {
  let after: unknown;
  try {
    after = JSON.parse(text);
  } catch {
    return { path, change: 'invalid', delta: null, summary: ['the draft of this file is not valid JSON yet'] };
  }
  if (before === undefined) return { path, change: 'added', delta: [after], summary: ['new file'] };
  const delta = differ.diff(before, after) ?? null;
  return { path, change: 'changed', delta, summary: delta === null ? [] : summarise(delta) };
}
