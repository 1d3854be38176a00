import { describe, expect, it } from 'vitest';
import { projectToSchema } from '../../src/engine/project';

const schema = {
  type: 'object', additionalProperties: false,
  properties: {
    name: { type: 'object', additionalProperties: false, properties: { first: { type: 'string' } } },
    tags: { type: 'array', items: { type: 'object', additionalProperties: false, properties: { id: { type: 'string' } } } },
    notes: {},
    extra: { type: 'object', additionalProperties: true, properties: { kept: { type: 'string' } } },
  },
};

describe('projectToSchema', () => {
  it('keeps only the declared fields, at every depth and in every array item', () => {
    const value = {
      name: { first: 'Avery', ssn: '123' }, secret: 'x',
      tags: [{ id: 'a', internal: 1 }, { id: 'b' }],
      notes: { anything: ['goes'] },
      extra: { kept: 'k', other: 'o' },
    };
    expect(projectToSchema(schema, value)).toEqual({
      name: { first: 'Avery' }, tags: [{ id: 'a' }, { id: 'b' }], notes: { anything: ['goes'] }, extra: { kept: 'k', other: 'o' },
    });
  });

  it('passes null, primitives and missing fields through unchanged', () => {
    expect(projectToSchema(schema, { name: null })).toEqual({ name: null });
    expect(projectToSchema({ type: 'string' }, 'x')).toBe('x');
    expect(projectToSchema(schema, {})).toEqual({});
    expect(projectToSchema({ type: 'object', additionalProperties: false }, { a: 1 })).toEqual({});
  });
});
