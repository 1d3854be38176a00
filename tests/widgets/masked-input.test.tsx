// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import copy from '../../schemas/copy/en.json';
import { buildContent } from '../../src/engine/content';
import { RendererContentContext, type RendererContent } from '../../src/renderer/content-context';
import { SchemaForm } from '../../src/renderer/schema-form';
import { MoneyWidget, PhoneWidget } from '../../src/widgets/basic-widgets';
import { amountOf, amountText, applyMask } from '../../src/widgets/masked-input';
import { fields, widgets } from '../../src/widgets';
import { precompiledFunctions } from '../helpers/precompiled';

const read = (f: string) => JSON.parse(readFileSync(f, 'utf8')) as Record<string, unknown>;

/** A real screen of the content, rendered with the project's widgets and its precompiled validator. */
function renderScreen(folder: string, name: string) {
  const schema = read(`schemas/${folder}/${name}.schema.json`);
  const ui = read(`schemas/${folder}/${name}.ui.json`);
  const { index } = buildContent({ 'schemas/copy/en.json': copy, [`schemas/${folder}/${name}.schema.json`]: schema as never, [`schemas/${folder}/${name}.ui.json`]: ui as never });
  const loadValidator = () => precompiledFunctions(schema as never, name);
  const value: RendererContent = { content: index, loadValidator, widgets, fields };
  const onSubmit = vi.fn();
  render(
    <RendererContentContext.Provider value={value}>
      <SchemaForm screen={folder === 'screens' ? name : `${folder}/${name}`} onSubmit={onSubmit} />
    </RendererContentContext.Provider>,
  );
  return { onSubmit };
}

afterEach(cleanup);

describe('digit masks', () => {
  it('puts the separators in as digits are typed, never leaving one to delete', () => {
    expect(applyMask('##/##/####', '0722')).toBe('07/22');
    expect(applyMask('##/##/####', '07221979')).toBe('07/22/1979');
    expect(applyMask('(###) ###-####', '415555')).toBe('(415) 555');
  });

  it('takes a birth date typed as digits only on a number pad and stores it as a date', async () => {
    const { onSubmit } = renderScreen('registration', 'birthdate');
    const input = await screen.findByLabelText(/Date of birth/);
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('bday');
    await userEvent.type(input, '07221979');
    expect((input as HTMLInputElement).value).toBe('07/22/1979');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ dob: '1979-07-22' }));
  });

  it('reads a date typed with slashes and single digits, and refuses a year before 1900 in plain words', async () => {
    const { onSubmit } = renderScreen('registration', 'birthdate');
    const input = await screen.findByLabelText(/Date of birth/);
    await userEvent.type(input, '7/2/1979');
    expect((input as HTMLInputElement).value).toBe('07/02/1979');
    await userEvent.clear(input);
    await userEvent.type(input, '01011850');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: 'Date of birth: Enter your date of birth as MM/DD/YYYY, with a year from 1900' })).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says a date that does not exist is not a real date, not that its year is out of range', async () => {
    const { onSubmit } = renderScreen('registration', 'birthdate');
    const input = await screen.findByLabelText(/Date of birth/);
    await userEvent.type(input, '13452030');
    expect((input as HTMLInputElement).value).toBe('13/45/2030');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: 'Date of birth: That is not a real date: check the month (01 to 12) and the day' })).toBeTruthy();
    expect(screen.queryByText(/a year from 1900/)).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the whole SSN once the field is left and refuses numbers no one is given', async () => {
    const { onSubmit } = renderScreen('screens', 'credit-social');
    const input = await screen.findByLabelText(/Social Security number/) as HTMLInputElement;
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await userEvent.type(input, '000121234');
    expect(input.value).toBe('000-12-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: /Social Security number: Enter the 9 digits/ })).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, '123456789');
    await userEvent.tab();
    expect(input.value).toBe('123-45-6789');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ ssn: '123456789' }));
  });

  it('formats a phone number on the phone keypad and drops a pasted country code', async () => {
    renderScreen('registration', 'contact-info');
    const input = await screen.findByLabelText(/phone number/) as HTMLInputElement;
    expect(input.getAttribute('inputmode')).toBe('tel');
    expect(input.getAttribute('type')).toBe('tel');
    await userEvent.type(input, '4155550134');
    expect(input.value).toBe('(415) 555-0134');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('+1 415 555 0134');
    expect(input.value).toBe('(415) 555-0134');
  });

  it('keeps the caret after a digit typed in the middle (Backspace after a separator: e2e/input-costs-phone.spec.ts)', async () => {
    renderScreen('registration', 'contact-info');
    const input = await screen.findByLabelText(/phone number/) as HTMLInputElement;
    await userEvent.type(input, '415550134');
    expect(input.value).toBe('(415) 550-134');
    // the missing 5, typed after "(415) 55"
    await userEvent.type(input, '5', { initialSelectionStart: 8, initialSelectionEnd: 8 });
    expect(input.value).toBe('(415) 555-0134');
    expect(input.selectionStart).toBe(9);
    await userEvent.type(input, '1', { initialSelectionStart: 9, initialSelectionEnd: 9 });
    expect(input.value).toBe('(415) 555-1013');
    expect(input.selectionStart).toBe(11);
    // Backspace just after ") " takes the 5 before the separators, the caret stays where the 5 was
    await userEvent.type(input, '{Backspace}', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(input.value).toBe('(415) 551-013');
    expect(input.selectionStart).toBe(3);
  });
});

describe('amounts', () => {
  it('keeps digits and one decimal point with two decimals, and shows thousands separators', () => {
    expect(amountOf('$1,2a50.505')).toBe('1250.50');
    expect(amountOf('1.2.3')).toBe('1.23');
    expect(amountOf('-40')).toBe('40');
    expect(amountText('1250000.5')).toBe('1,250,000.5');
    expect(amountText('120.')).toBe('120.');
    expect(amountText('')).toBe('');
  });

  const schema: RJSFSchema = { type: 'object', properties: { income: { type: 'number', title: 'Income' } } };
  const ui = { income: { 'ui:widget': 'MoneyWidget' } };

  it('shows thousands separators as the amount is typed, takes only digits and cents, and stores the number', async () => {
    const onSubmit = vi.fn();
    render(<Form schema={schema} uiSchema={ui} validator={validator} widgets={{ MoneyWidget }} onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Income') as HTMLInputElement;
    expect(input.getAttribute('inputmode')).toBe('decimal');
    await userEvent.type(input, '$12a50.505');
    expect(input.value).toBe('1,250.50');
    // stock rjsf's form does not hand over a value still waiting on submit (SchemaForm does): leave the field first
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0].formData).toEqual({ income: 1250.5 });
  });

  it('shows a stored amount with separators and keeps the caret after a digit typed in the middle', async () => {
    render(<Form schema={schema} uiSchema={ui} validator={validator} widgets={{ MoneyWidget }} formData={{ income: 120000 }} />);
    const input = screen.getByLabelText('Income') as HTMLInputElement;
    expect(input.value).toBe('120,000');
    await userEvent.type(input, '5', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input.value).toBe('1,520,000');
    expect(input.selectionStart).toBe(3);
  });
});

describe('formatted fields hand their value to the form after the key is painted', () => {
  const schema: RJSFSchema = { type: 'object', properties: { phone: { type: 'string', title: 'Phone' }, income: { type: 'number', title: 'Income' } } };
  const ui = { phone: { 'ui:widget': 'PhoneWidget' }, income: { 'ui:widget': 'MoneyWidget' } };

  it.each([
    ['Phone', '4155550100', '(415) 555-0100', { phone: '4155550100' }],
    ['Income', '120000', '120,000', { income: 120000 }],
  ])('%s: shown at once, the form told once after the frame, and at once on leaving the field', async (label, typed, shown, stored) => {
    const onChange = vi.fn();
    render(<Form schema={schema} uiSchema={ui} validator={validator} widgets={{ PhoneWidget, MoneyWidget }} onChange={onChange} />);
    const input = screen.getByLabelText(label) as HTMLInputElement;
    onChange.mockClear();
    fireEvent.change(input, { target: { value: typed } });
    expect(input.value).toBe(shown);
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]?.[0].formData).toEqual(stored);
    // a key typed and the field left before the frame: handed over on leaving
    onChange.mockClear();
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].formData).toEqual({});
  });
});
