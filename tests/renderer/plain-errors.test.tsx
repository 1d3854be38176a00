// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import copy from '../../schemas/copy/en.json';
import { buildContent } from '../../src/engine/content';
import { RendererContentContext, type RendererContent } from '../../src/renderer/content-context';
import { SchemaForm } from '../../src/renderer/schema-form';
import { precompiledFunctions } from '../helpers/precompiled';

const schema = {
  type: 'object',
  title: 'About you',
  required: ['name', 'zip', 'email', 'agree'],
  properties: {
    name: { type: 'string', title: 'First name', minLength: 1, maxLength: 30 },
    zip: { type: 'string', title: 'ZIP code', minLength: 5, maxLength: 5, pattern: '^[0-9]{5}$' },
    email: { type: 'string', title: 'Email address', format: 'email', maxLength: 100 },
    income: { type: 'integer', title: 'Yearly income', minimum: 1000 },
    agree: { type: 'boolean', title: 'I agree', const: true },
  },
};
// the ZIP code's two rules share one message: it must be shown once, in the summary and under the field
const ui = {
  'x-screen': { title: 'About you', submitText: 'Save' },
  zip: { 'x-errors': { minLength: 'Enter a 5-digit ZIP code', pattern: 'Enter a 5-digit ZIP code' } },
};
const { index } = buildContent({ 'schemas/copy/en.json': copy, 'schemas/forms/about.schema.json': schema, 'schemas/forms/about.ui.json': ui });

const loadValidator = () => precompiledFunctions(schema as never, 'about');

afterEach(cleanup);

describe('form errors in plain words', () => {
  it('names each field in the summary once, links it to the field, and never shows validator text', async () => {
    const value: RendererContent = { content: index, loadValidator };
    render(
      <RendererContentContext.Provider value={value}>
        <SchemaForm screen="forms/about" onSubmit={() => undefined} />
      </RendererContentContext.Provider>,
    );
    fireEvent.change(await screen.findByLabelText(/ZIP code/), { target: { value: '12a' } });
    fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: 'not-an-address' } });
    fireEvent.change(screen.getByLabelText(/Yearly income/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const summary = await screen.findByRole('alert');
    await waitFor(() => expect(within(summary).getAllByRole('link').length).toBeGreaterThan(3));
    const lines = within(summary).getAllByRole('link').map((a) => a.textContent);
    expect(lines).toEqual(expect.arrayContaining([
      'First name: Required',
      'ZIP code: Enter a 5-digit ZIP code',
      'Email address: Enter an email address, like name@example.com',
      'Yearly income: Enter 1,000 or more',
      'I agree: Check this box to continue',
    ]));
    expect(new Set(lines).size).toBe(lines.length);
    expect(summary.textContent).toContain('Please correct the highlighted fields.');
    expect(document.body.textContent).not.toMatch(/must (match|be|NOT|have)|should|schema/);

    const zipField = screen.getByLabelText(/ZIP code/).closest('.field') as HTMLElement;
    expect(within(zipField).getAllByText('Enter a 5-digit ZIP code')).toHaveLength(1);

    const link = within(summary).getByRole('link', { name: 'Yearly income: Enter 1,000 or more' });
    expect(link.getAttribute('href')).toBe('#root_income');
    fireEvent.click(link);
    expect(document.activeElement).toBe(screen.getByLabelText(/Yearly income/));
  });
});
