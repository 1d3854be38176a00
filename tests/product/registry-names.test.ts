import { getDefaultRegistry } from '@rjsf/core';
import { getWidget } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { BUILTIN_WIDGETS, STANDARD_FIELDS, STANDARD_WIDGETS } from '../../src/product/registry-names';

/** content:check lets a UI schema name only what rjsf draws: its lists are rjsf's own. */
describe('the names of rjsf\'s standard widgets and fields', () => {
  const { widgets, fields } = getDefaultRegistry();

  it('each widget name draws each type it is listed for, and no other type', () => {
    for (const [type, names] of Object.entries(STANDARD_WIDGETS)) {
      for (const name of BUILTIN_WIDGETS) {
        const draw = () => getWidget({ type: type as 'string' }, name, widgets);
        if ((names as readonly string[]).includes(name)) expect(draw, `${name} for ${type}`).not.toThrow();
        else expect(draw, `${name} for ${type}`).toThrow(/No widget/);
      }
    }
  });

  it('each field name is one of rjsf\'s', () => {
    expect(STANDARD_FIELDS.filter((name) => !(name in fields))).toEqual([]);
  });
});
