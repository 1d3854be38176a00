import type { Json } from './types';

const decode = (token: string): string => token.replace(/~1/g, '/').replace(/~0/g, '~');
export const encodePointerToken = (token: string): string => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** RFC 6901 tokens of a pointer ('' is the whole document). */
export function pointerTokens(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new Error(`JSON pointer must start with '/': ${pointer}`);
  return pointer.slice(1).split('/').map(decode);
}

export function getAtPointer(doc: Json, pointer: string): Json | undefined {
  let node: Json | undefined = doc;
  for (const token of pointerTokens(pointer)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = Array.isArray(node) ? node[Number(token)] : node[token];
    if (node === undefined) return undefined;
  }
  return node;
}

/** Returns a copy of doc with the value at pointer replaced; the parent must exist. */
export function setAtPointer<T extends Json>(doc: T, pointer: string, value: Json): T {
  const tokens = pointerTokens(pointer);
  if (tokens.length === 0) return value as T;
  const [head, ...rest] = tokens as [string, ...string[]];
  const restPointer = rest.length ? '/' + rest.map(encodePointerToken).join('/') : '';
  if (Array.isArray(doc)) {
    const copy = [...doc];
    copy[Number(head)] = setAtPointer((copy[Number(head)] ?? {}) as Json, restPointer, value);
    return copy as T;
  }
  if (doc === null || typeof doc !== 'object') throw new Error(`Cannot set ${pointer}: parent is not an object`);
  const obj = doc as { [key: string]: Json };
  return { ...obj, [head]: setAtPointer((obj[head] ?? {}) as Json, restPointer, value) } as T;
}

/** "orgMetaData.companyInfo.companyAddress.zip", "operatingHours.OPS_PHONE[2].startTime": a place as people read it. */
export function dotted(pointer: string): string {
  return pointerTokens(pointer).reduce((out, t) => (/^\d+$/.test(t) ? `${out}[${t}]` : out ? `${out}.${t}` : t), '');
}
