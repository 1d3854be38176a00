// @vitest-environment jsdom
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredBaseInput } from '../../src/renderer/deferred-input';

const schema = { type: 'object', properties: { origin: { type: 'string', title: 'Origin' } } } as const;

describe('a text field re-rendered alone on a keystroke', () => {
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

});
