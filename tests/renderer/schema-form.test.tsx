// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildContent } from '../../src/engine/content';
import type { JsonObject } from '../../src/engine/types';
import { RendererContentContext, type RendererContent } from '../../src/renderer/content-context';
import { SchemaForm } from '../../src/renderer/schema-form';
import { precompiledFunctions } from '../helpers/precompiled';

const schema = {
  type: 'object',
  title: 'Contact',
  required: ['name', 'email'],
  properties: {
    name: { type: 'string', title: 'Name', maxLength: 5 },
    email: { type: 'string', title: 'Email address', format: 'email' },
  },
};
const ui = {
  'x-screen': { title: 'How can we reach you?', submitText: 'Save contact' },
  name: { 'x-errors': { required: 'Required', maxLength: 'Cannot be more than 5 characters' } },
  email: { 'x-errors': { required: 'Required' } },
};
const { index } = buildContent({ 'schemas/forms/contact.schema.json': schema, 'schemas/forms/contact.ui.json': ui });

const loadValidator = () => precompiledFunctions(schema, 'contact');

function renderForm(props: Partial<Parameters<typeof SchemaForm>[0]> = {}) {
  const value: RendererContent = { content: index, loadValidator, org: { copy: { screens: { 'forms/contact': { '/ui/x-screen/title': 'Where can Evergreen reach you?' } } } } };
  const onSubmit = vi.fn();
  render(
    <RendererContentContext.Provider value={value}>
      <SchemaForm screen="forms/contact" onSubmit={onSubmit} {...props} />
    </RendererContentContext.Provider>,
  );
  return { onSubmit };
}

afterEach(cleanup);

describe('SchemaForm', () => {
  it('renders the screen from content with the org copy override and data-screen', async () => {
    renderForm();
    expect(await screen.findByLabelText(/Name/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Where can Evergreen reach you?' })).toBeTruthy();
    expect(document.querySelector('[data-screen="forms/contact"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Save contact' })).toBeTruthy();
  });

  it('shows the content messages under the fields and does not submit invalid data', async () => {
    const { onSubmit } = renderForm();
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: 'Alexandra' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save contact' }));
    await waitFor(() => expect(screen.getAllByText('Cannot be more than 5 characters').length).toBeGreaterThan(0));
    expect(screen.getAllByText('Required').length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits valid data', async () => {
    const { onSubmit } = renderForm();
    fireEvent.change(await screen.findByLabelText(/Name/), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save contact' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com' }));
  });

  it('shows server field errors under their fields', async () => {
    renderForm({ serverErrors: [{ path: '/email', message: 'This e-mail is already registered' }], formData: { name: 'Ana', email: 'a@b.co' } });
    const messages = await screen.findAllByText('This e-mail is already registered');
    const field = screen.getByLabelText(/Email address/).closest('.field');
    expect(messages.some((m) => field?.contains(m))).toBe(true);
  });
});

describe('choice groups', () => {
  it('names a check-one-or-more question as a group', async () => {
    const groupSchema = {
      type: 'object', title: 'Demographics',
      properties: { race: { type: 'array', title: 'Race', uniqueItems: true, items: { type: 'string', enum: ['Asian', 'White'] } } },
    };
    const { index: groupIndex } = buildContent({
      'schemas/forms/race.schema.json': groupSchema,
      'schemas/forms/race.ui.json': { 'x-screen': { title: 'Demographics' }, race: { 'ui:widget': 'checkboxes' } },
    });
    const value: RendererContent = { content: groupIndex, loadValidator: () => precompiledFunctions(groupSchema, 'race') };
    render(
      <RendererContentContext.Provider value={value}>
        <SchemaForm screen="forms/race" onSubmit={() => undefined} />
      </RendererContentContext.Provider>,
    );
    const group = await screen.findByRole('group', { name: /Race/ });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getByRole('checkbox', { name: 'Asian' })).toBeTruthy();
  });
});

describe('switching screens in place', () => {
  it('validates with the new screen schema, not the previous one', async () => {
    const other = { type: 'object', title: 'Phone', required: ['phone'], properties: { phone: { type: 'string', title: 'Phone number', minLength: 10 } } };
    const { index: both } = buildContent({
      'schemas/forms/contact.schema.json': schema,
      'schemas/forms/contact.ui.json': ui,
      'schemas/forms/phone.schema.json': other,
      'schemas/forms/phone.ui.json': { 'x-screen': { title: 'Your phone', submitText: 'Save phone' } },
    });
    const value: RendererContent = {
      content: both,
      loadValidator: (id) => (id === 'forms/phone' ? precompiledFunctions(other, 'phone') : loadValidator()),
    };
    const onSubmit = vi.fn();
    const view = (id: string) => (
      <RendererContentContext.Provider value={value}>
        <SchemaForm screen={id} onSubmit={onSubmit} />
      </RendererContentContext.Provider>
    );
    const { rerender } = render(view('forms/contact'));
    await screen.findByLabelText(/Name/);
    rerender(view('forms/phone'));
    fireEvent.change(await screen.findByLabelText(/Phone number/), { target: { value: '5095550187' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save phone' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone: '5095550187' }));
  });
});

describe('consents', () => {
  it('are never ticked for the applicant and are labelled once', async () => {
    const consentSchema = {
      type: 'object', title: 'Consent', required: ['agree'],
      properties: { agree: { type: 'boolean', const: true, title: 'I authorise a hard credit pull' } },
    };
    const { index: consentIndex } = buildContent({
      'schemas/forms/consent.schema.json': consentSchema,
      'schemas/forms/consent.ui.json': { 'x-screen': { title: 'Consent', submitText: 'Agree and continue' }, agree: { 'ui:widget': 'checkbox' } },
    });
    const onSubmit = vi.fn();
    render(
      <RendererContentContext.Provider value={{ content: consentIndex, loadValidator: () => precompiledFunctions(consentSchema, 'consent') }}>
        <SchemaForm screen="forms/consent" onSubmit={onSubmit} />
      </RendererContentContext.Provider>,
    );
    const box = (await screen.findByRole('checkbox', { name: /I authorise a hard credit pull/ })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.getAllByText(/I authorise a hard credit pull/)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Agree and continue' }));
    await waitFor(() => expect(document.querySelector('.form-errors')).not.toBeNull());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('a page that keeps what is typed', () => {
  // A condition (if/then), as screens have: rjsf checks it with the compiled functions each time it works out its state.
  const conditional = {
    type: 'object', title: 'Origin',
    properties: { hispanic: { type: 'string', title: 'Hispanic or Latino' }, origin: { type: 'string', title: 'Origin' } },
    if: { properties: { hispanic: { const: 'yes' } }, required: ['hispanic'] },
    then: { required: ['origin'] },
  };
  /** Content whose compiled functions count their calls (content of its own: forms keep a validator per schema). */
  async function counted() {
    const { index: originIndex } = buildContent({
      'schemas/forms/origin.schema.json': structuredClone(conditional),
      'schemas/forms/origin.ui.json': { 'x-screen': { title: 'Origin', submitText: 'Save origin' } },
    });
    const fns = await precompiledFunctions(conditional, 'origin');
    const calls = { n: 0 };
    const wrapped = Object.fromEntries(Object.entries(fns).map(([key, fn]) => [key, Object.assign((...args: unknown[]) => {
      calls.n += 1;
      return (fn as (...a: unknown[]) => unknown)(...args);
    }, fn)]));
    const value: RendererContent = { content: originIndex, loadValidator: async () => wrapped };
    return { value, calls };
  }

  /** Like ScreenStep: holds the form's data from its changes and passes it back, and can be given server errors. */
  function KeepingPage({ value, errors, onSubmit }: { value: RendererContent; errors?: { path: string; message: string }[]; onSubmit: (d: unknown) => void }) {
    const [data, setData] = useState<JsonObject>({});
    return (
      <RendererContentContext.Provider value={value}>
        <SchemaForm screen="forms/origin" formData={data} onChange={(d) => setData(d as JsonObject)} serverErrors={errors} onSubmit={onSubmit} />
      </RendererContentContext.Provider>
    );
  }

  async function typeAndHandOver(label: RegExp, text: string) {
    const input = await screen.findByLabelText(label);
    fireEvent.change(input, { target: { value: text } });
    fireEvent.blur(input);
  }

  it('loses nothing typed when the page then shows server errors, and submits it', async () => {
    const { value } = await counted();
    const onSubmit = vi.fn();
    const { rerender } = render(<KeepingPage value={value} onSubmit={onSubmit} />);
    await typeAndHandOver(/Hispanic or Latino/, 'yes');
    await typeAndHandOver(/^Origin/, 'Cuban');
    rerender(<KeepingPage value={value} onSubmit={onSubmit} errors={[{ path: '/origin', message: 'Please check this origin' }]} />);
    expect(await screen.findAllByText('Please check this origin')).not.toHaveLength(0);
    expect((screen.getByLabelText(/^Origin/) as HTMLInputElement).value).toBe('Cuban');
    fireEvent.click(screen.getByRole('button', { name: 'Save origin' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ hispanic: 'yes', origin: 'Cuban' }));
  });

  it('costs the form no more work on each change than a page that keeps nothing', async () => {
    const perChange = async (page: (value: RendererContent) => React.ReactElement) => {
      const { value, calls } = await counted();
      render(page(value));
      await typeAndHandOver(/Hispanic or Latino/, 'n');
      await waitFor(() => expect(calls.n).toBeGreaterThan(0));
      const before = calls.n;
      await typeAndHandOver(/Hispanic or Latino/, 'no');
      // let every render the change causes settle
      await new Promise((r) => setTimeout(r, 50));
      cleanup();
      return calls.n - before;
    };
    const alone = await perChange((value) => (
      <RendererContentContext.Provider value={value}>
        <SchemaForm screen="forms/origin" onSubmit={() => undefined} />
      </RendererContentContext.Provider>
    ));
    const keeping = await perChange((value) => <KeepingPage value={value} onSubmit={() => undefined} />);
    expect(alone).toBeGreaterThan(0);
    expect(keeping).toBe(alone);
  });
});
