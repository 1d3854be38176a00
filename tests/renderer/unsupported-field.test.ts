import { describe, expect, it } from 'vitest';
import { unsupportedFieldName, unsupportedProblem } from '../../src/renderer/templates/unsupported-field-template';

describe('a field no widget can show', () => {
  it('names the problem in words, by what is wrong with the schema', () => {
    expect(unsupportedProblem({}).key).toBe('form.unsupported.empty');
    expect(unsupportedProblem({ title: 'Rate' }).key).toBe('form.unsupported.noType');
    expect(unsupportedProblem({ type: 'money' })).toEqual({ key: 'form.unsupported.unknownType', values: { type: 'money' } });
    expect(unsupportedProblem({ type: ['string', 'number'] })).toEqual({ key: 'form.unsupported.manyTypes', values: { types: 'string, number' } });
    expect(unsupportedProblem({ type: 'string' }).key).toBe('form.unsupported.other');
  });

  it('names the field by its title, else by the last part of its id', () => {
    expect(unsupportedFieldName({ title: 'Annual income' }, 'root_income')).toBe('Annual income');
    expect(unsupportedFieldName({}, 'root_employer_name')).toBe('name');
    expect(unsupportedFieldName({}, 'root')).toBe('');
  });
});
