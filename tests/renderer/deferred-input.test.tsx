// @vitest-environment jsdom
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredBaseInput } from '../../src/renderer/deferred-input';
import { templates } from '../../src/renderer/templates';

const schema = { type: 'object', properties: { origin: { type: 'string', title: 'Origin' } } } as const;

afterEach(cleanup);

describe('a text field that renders nothing on a keystroke', () => {
  it('shows what is typed at once and tells the form after the frame, once for several quick keys', async () => {
    const onChange = vi.fn();
    render(<Form schema={schema} validator={validator} templates={{ BaseInputTemplate: DeferredBaseInput }} onChange={onChange} />);
    const field = screen.getByLabelText('Origin') as HTMLInputElement;
    onChange.mockClear();
    fireEvent.change(field, { target: { value: 'Ar' } });
    fireEvent.change(field, { target: { value: 'Arg' } });
    expect(field.value).toBe('Arg');
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].formData).toEqual({ origin: 'Arg' });
  });

  it('keeps what is typed through a render of the form, and shows a value the form sets once no key is waiting', async () => {
    const onChange = vi.fn();
    const form = (formData: object, readonly = false) => (
      <Form schema={schema} validator={validator} templates={{ BaseInputTemplate: DeferredBaseInput }} formData={formData} readonly={readonly} onChange={onChange} />
    );
    const { rerender } = render(form({ origin: 'Peru' }));
    const field = screen.getByLabelText('Origin') as HTMLInputElement;
    expect(field.value).toBe('Peru');
    fireEvent.change(field, { target: { value: 'Peruv' } });
    // the form renders again before the key is handed over: the key stays
    rerender(form({ origin: 'Peru' }, true));
    expect(field.value).toBe('Peruv');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls.at(-1)?.[0].formData).toEqual({ origin: 'Peruv' });
    // a value set from outside (a reset, a server answer) replaces it
    rerender(form({ origin: 'Chile' }));
    expect(field.value).toBe('Chile');
    rerender(form({}));
    expect(field.value).toBe('');
  });

  it('offers the schema examples and, when asked to, a button that clears the field', async () => {
    const onChange = vi.fn();
    const withExamples: RJSFSchema = { type: 'object', properties: { origin: { type: 'string', title: 'Origin', examples: ['Peru', 'Chile'] } } };
    render(<Form schema={withExamples} uiSchema={{ origin: { 'ui:options': { allowClearTextInputs: true } } }} validator={validator} templates={{ BaseInputTemplate: DeferredBaseInput }} onChange={onChange} />);
    const field = screen.getByLabelText('Origin') as HTMLInputElement;
    expect([...(field.list?.options ?? [])].map((o) => o.value)).toEqual(['Peru', 'Chile']);
    expect(screen.queryByRole('button', { name: /clear/i })).toBeNull();
    fireEvent.change(field, { target: { value: 'Pe' } });
    const before = onChange.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: /clear/i }));
    expect(field.value).toBe('');
    await waitFor(() => expect(onChange.mock.calls.at(-1)?.[0].formData).toEqual({}));
    // the key still waiting is not handed over first: the form hears of the clearing once
    expect(onChange.mock.calls.length - before).toBe(1);
    expect(screen.queryByRole('button', { name: /clear/i })).toBeNull();
  });
});

describe('what the text input carries', () => {
  it('only attributes an input has: no empty placeholder, no label attribute', () => {
    const withHint: RJSFSchema = { type: 'object', properties: { origin: { type: 'string', title: 'Origin' }, city: { type: 'string', title: 'City' } } };
    render(<Form schema={withHint} uiSchema={{ city: { 'ui:placeholder': 'Sacramento' } }} validator={validator} templates={{ BaseInputTemplate: DeferredBaseInput }} />);
    const origin = screen.getByLabelText('Origin');
    expect(origin.hasAttribute('placeholder')).toBe(false);
    expect(origin.hasAttribute('label')).toBe(false);
    expect(screen.getByLabelText('City').getAttribute('placeholder')).toBe('Sacramento');
  });

  it('sits in the field control box that lays it out on its own, while an object field holds its fields directly', () => {
    const nested: RJSFSchema = { type: 'object', properties: { place: { type: 'object', title: 'Place', properties: { origin: { type: 'string', title: 'Origin' } } } } };
    const { container } = render(<Form schema={nested} validator={validator} templates={{ ...templates, BaseInputTemplate: DeferredBaseInput }} />);
    expect(screen.getByLabelText('Origin').parentElement?.className).toBe('field__control');
    expect(container.querySelectorAll('.field__control')).toHaveLength(1);
  });
});
