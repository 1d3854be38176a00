import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import copyFile from '../../schemas/copy/en.json';
import { isOpeningCopyKey, LATER_COPY_SECTIONS, openingCopy } from '../../src/product/opening-copy';

/**
 * What the opening pages render from: their pages (registration, sign-in, password reset, coming soon: the
 * routes marked `opening`), the shell around them, the form renderer and the widgets. The staff's parts of the
 * shell show only to signed-in staff, on staff pages, which load the whole content first.
 */
const OPENING_SOURCES = [
  'src/portal/pages/register', 'src/portal/pages/login', 'src/portal/pages/not-accepting/coming-soon.tsx',
  'src/portal/shell', 'src/portal/session', 'src/portal/routes', 'src/renderer', 'src/widgets',
  'schemas/registration', 'schemas/forms', 'flows/registration.flow.json',
];
const STAFF_ONLY = ['src/portal/shell/staff-frame.tsx', 'src/portal/shell/lender-switch.tsx'];

const filesUnder = (path: string): string[] =>
  statSync(path).isDirectory() ? readdirSync(path).flatMap((f) => filesUnder(join(path, f))) : /\.(tsx?|json)$/.test(path) ? [path] : [];

const keys = new Set(Object.keys(copyFile).filter((k) => k !== '$schema'));

describe('the opening pages\' part of the copy', () => {
  it('leaves out only the later sections, and keeps far less than the whole', () => {
    const opening = openingCopy(copyFile);
    for (const key of keys) expect(Object.hasOwn(opening, key), key).toBe(!LATER_COPY_SECTIONS.includes(key.split('.')[0] ?? ''));
    expect(JSON.stringify(opening).length).toBeLessThan(JSON.stringify(copyFile).length / 2);
    expect(isOpeningCopyKey('register.haveAccount')).toBe(true);
    expect(isOpeningCopyKey('staff.list.intro')).toBe(false);
  });

  it('holds every key the opening pages, their shell, the renderer and the widgets name', () => {
    const named: string[] = [];
    for (const file of OPENING_SOURCES.flatMap(filesUnder).filter((f) => !STAFF_ONLY.includes(f))) {
      for (const [, key] of readFileSync(file, 'utf8').matchAll(/['"`]([A-Za-z]+\.[A-Za-z0-9_.-]+)['"`]/g)) {
        if (key && keys.has(key)) named.push(`${key} (${file})`);
      }
    }
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((k) => !isOpeningCopyKey(k))).toEqual([]);
  });
});
