import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../vite.config';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };

describe('the browser runtime', () => {
  it('is React, and no other runtime installed', () => {
    expect(Object.keys(pkg.dependencies)).toEqual(expect.arrayContaining(['react', 'react-dom']));
    expect(Object.keys(pkg.dependencies).filter((name) => /preact|inferno/.test(name))).toEqual([]);
  });

  it('is not aliased to anything else in the build', () => {
    const resolved = (typeof config === 'function' ? config({ mode: 'production', command: 'build' }) : config) as { resolve?: { alias?: { find: RegExp | string }[] } };
    const aliased = (resolved.resolve?.alias ?? []).filter(({ find }) => ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'].some((name) => (typeof find === 'string' ? find === name : find.test(name))));
    expect(aliased).toEqual([]);
  });
});
