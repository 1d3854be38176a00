import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Node = Record<string, unknown>;
const metas = readdirSync('schemas/meta').map((f) => ({ file: `schemas/meta/${f}`, schema: JSON.parse(readFileSync(`schemas/meta/${f}`, 'utf8')) as Node }));

function* nodes(node: unknown, at = ''): Generator<{ node: Node; at: string }> {
  if (Array.isArray(node)) for (const [i, n] of node.entries()) yield* nodes(n, `${at}/${i}`);
  else if (node && typeof node === 'object') {
    yield { node: node as Node, at };
    for (const [k, v] of Object.entries(node)) yield* nodes(v, `${at}/${k}`);
  }
}

describe('meta-schemas explain themselves to the people who write content', () => {
  it('every pattern says in words what to write (content:check never shows a regular expression)', () => {
    const bare = metas.flatMap(({ file, schema }) => [...nodes(schema)]
      .filter(({ node, at }) => typeof node.pattern === 'string' && typeof node['x-write'] !== 'string' && !at.endsWith('/properties'))
      .map(({ at }) => `${file}#${at}`));
    expect(bare).toEqual([]);
  });

  it('every field of the org file has a description', () => {
    const org = metas.find((m) => m.file.endsWith('org.schema.json'))?.schema;
    const missing = [...nodes(org)].flatMap(({ node, at }) => {
      const props = node.properties;
      if (!props || typeof props !== 'object' || at.endsWith('/properties')) return [];
      return Object.entries(props as Record<string, Node>).filter(([k, v]) => k !== '$schema' && typeof v.description !== 'string').map(([k]) => `${at}/properties/${k}`);
    });
    expect(missing).toEqual([]);
  });
});
