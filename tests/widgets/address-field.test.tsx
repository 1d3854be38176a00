// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildContent } from '../../src/engine/content';
import { RendererContentContext, type RendererContent } from '../../src/renderer/content-context';
import { SchemaForm } from '../../src/renderer/schema-form';
import { fields, widgets } from '../../src/widgets';
import { precompiledFunctions } from '../helpers/precompiled';

const read = (f: string) => JSON.parse(readFileSync(f, 'utf8')) as Record<string, unknown>;
const schema = read('schemas/registration/property-info.schema.json');
const ui = read('schemas/registration/property-info.ui.json');
const { index } = buildContent({ 'schemas/registration/property-info.schema.json': schema as never, 'schemas/registration/property-info.ui.json': ui as never });

const loadValidator = () => precompiledFunctions(schema as never, 'property-info');

function renderAddress(licensedStates?: string[]) {
  const value: RendererContent = { content: index, loadValidator };
  const onSubmit = vi.fn();
  render(
    <RendererContentContext.Provider value={value}>
      <SchemaForm screen="registration/property-info" onSubmit={onSubmit} widgets={widgets} fields={fields} formContext={{ licensedStates }} />
    </RendererContentContext.Provider>,
  );
  return { onSubmit };
}

afterEach(cleanup);

describe('address field', () => {
  it('groups the parts under a legend with autofill hints and submits a structured address', async () => {
    const { onSubmit } = renderAddress(['CA', 'NY']);
    expect(await screen.findByRole('group', { name: 'Home address' })).toBeTruthy();
    const street = screen.getByLabelText(/Street address/);
    expect(street.getAttribute('autocomplete')).toBe('address-line1');
    fireEvent.change(street, { target: { value: '12 Cedar Lane' } });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Sacramento' } });
    fireEvent.change(screen.getByLabelText(/^State/), { target: { value: 'CA' } });
    fireEvent.change(screen.getByLabelText(/ZIP code/), { target: { value: '95814' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ address: { street1: '12 Cedar Lane', city: 'Sacramento', state: 'CA', zip: '95814' } }));
  });

  it('says right away when the org does not lend in the chosen state, tied to the state field', async () => {
    renderAddress(['NY']);
    const state = await screen.findByLabelText(/^State/);
    fireEvent.change(state, { target: { value: 'TX' } });
    const message = await screen.findByText('We cannot offer a line of credit on a home in Texas yet. We lend on homes in NY.');
    expect(state.getAttribute('aria-describedby')).toContain(message.closest('ul')?.id);
    expect(state.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows each part’s content message when it is invalid', async () => {
    const { onSubmit } = renderAddress();
    fireEvent.change(await screen.findByLabelText(/ZIP code/), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText('Enter a 5-digit ZIP code')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Required').length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
