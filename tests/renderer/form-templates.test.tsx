// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { JsonObject } from '../../src/engine/types';
import { formShown, galleryPair, renderGallery, type GalleryPair } from './gallery-forms';
import { loadLaterParts } from '../../src/renderer/rjsf-parts';

// the pages that draw lists and alternatives load these before they render (src/portal/shell/lazy-page.tsx)
beforeAll(() => loadLaterParts());
afterEach(cleanup);

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Continue' }));
const valueOf = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('a list', () => {
  const arrays = galleryPair('arrays');
  const data = { borrowers: [{ name: 'Ana Silva', role: 'Primary borrower' }, { name: 'Rui Silva', role: 'Co-borrower' }], debts: [{ creditor: 'Auto Finance', payment: 320 }] };

  it('moves an item down and up with buttons that name it, keeping the focus on the item moved', async () => {
    const { container, onSubmit } = renderGallery(arrays, data);
    await formShown(container);
    await userEvent.click(await screen.findByRole('button', { name: 'Move down Borrower 1' }));
    const first = within(screen.getByRole('group', { name: 'Borrower 1' }));
    expect((first.getByLabelText(/Full name/) as HTMLInputElement).value).toBe('Rui Silva');
    // Ana is now the second borrower: her last move is done, so her other button holds the focus
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up Borrower 2' })));
    expect(screen.getByRole('button', { name: 'Move down Borrower 2' }).hasAttribute('disabled')).toBe(true);
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect((onSubmit.mock.calls[0]?.[0] as JsonObject).borrowers).toEqual([data.borrowers[1], data.borrowers[0]]);
  });

  it('copies an item below itself when the list is copyable, and only then', async () => {
    const { container, onSubmit } = renderGallery(arrays, data);
    await formShown(container);
    await userEvent.click(await screen.findByRole('button', { name: 'Copy Debt 1' }));
    expect(screen.getAllByLabelText(/Creditor/).map((i) => (i as HTMLInputElement).value)).toEqual(['Auto Finance', 'Auto Finance']);
    expect(screen.queryByRole('button', { name: /^Copy Borrower/ })).toBeNull();
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect((onSubmit.mock.calls[0]?.[0] as JsonObject).debts).toEqual([data.debts[0], data.debts[0]]);
  });

  it('adds and removes items with words, naming the item when the ui gives no words of its own', async () => {
    const { container } = renderGallery(arrays, data);
    await formShown(container);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Note' }));
    await userEvent.type(screen.getByLabelText(/^Note/), 'Self-employed');
    expect(screen.getByRole('button', { name: 'Add a borrower' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Move up Note/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Note 1' }));
    expect(screen.queryByLabelText(/^Note/)).toBeNull();
    expect(document.body.textContent).not.toMatch(/[+×]/);
  });

  it('speaks with the org\'s words', async () => {
    const { container } = renderGallery(arrays, data, { copy: { strings: { 'form.remove': 'Delete', 'form.list.itemName': '{title} no. {number}' } } });
    await formShown(container);
    expect(await screen.findByRole('button', { name: 'Delete Debt no. 1' })).toBeTruthy();
  });

  it('shows its description, tied to its group', async () => {
    const { container } = renderGallery(arrays, data);
    await formShown(container);
    const debts = await screen.findByRole('group', { name: 'Monthly debts' });
    const description = screen.getByText(/one line for each payment/);
    expect(debts.getAttribute('aria-describedby')?.split(' ')).toContain(description.closest('[id]')?.id);
  });
});

describe('a list of fixed items', () => {
  const fixed: GalleryPair = {
    family: 'fixed-list',
    schema: {
      type: 'object', title: 'Location',
      properties: {
        point: { type: 'array', title: 'Map point', items: [{ type: 'number', title: 'Latitude' }, { type: 'number', title: 'Longitude' }], additionalItems: { type: 'string', title: 'Landmark' } },
      },
    },
    ui: { 'x-screen': { title: 'Location' } },
    examples: { valid: [], invalid: [] },
  };

  it('keeps its fixed items and adds and removes further ones', async () => {
    const { container, onSubmit } = renderGallery(fixed, { point: [47.6, -117.4] });
    await formShown(container);
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add Landmark' }));
    await userEvent.type(screen.getByLabelText(/^Landmark/), 'Riverfront Park');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ point: [47.6, -117.4, 'Riverfront Park'] });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Landmark 3' }));
    expect(screen.queryByLabelText(/^Landmark/)).toBeNull();
  });
});

describe('an open object', () => {
  const openObjects = galleryPair('open-objects');

  it('adds an entry, takes its name when the box is left, and removes it', async () => {
    const { container, onSubmit } = renderGallery(openObjects, { other_income: { Rental: 1200 } });
    await formShown(container);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Other monthly income' }));
    const names = screen.getAllByRole('textbox', { name: 'Name' }) as HTMLInputElement[];
    expect(names.map((n) => n.value)).toEqual(['Rental', 'newKey']);
    await userEvent.clear(names[1] as HTMLInputElement);
    await userEvent.type(names[1] as HTMLInputElement, 'Bonus');
    await userEvent.tab();
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Bonus' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Bonus' }), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Rental' }));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ other_income: { Bonus: 300 } });
  });

  it('takes a name with Enter without sending the form, and keeps the box focused', async () => {
    const { container, onSubmit } = renderGallery(openObjects, { labels: { w2: 'Employer W-2' } });
    await formShown(container);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'paystub{Enter}');
    expect(await screen.findByRole('textbox', { name: 'paystub' })).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says which name it refuses', async () => {
    const { container } = renderGallery(openObjects, { accounts: { acct_1: '000123456789' } });
    await formShown(container);
    const name = await screen.findByDisplayValue('acct_1');
    await userEvent.clear(name);
    await userEvent.type(name, 'savings');
    await userEvent.tab();
    await submit();
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link').textContent).toBe('Deposit accounts: Name each account acct_ and a number, like acct_1');
  });
});

describe('an optional part', () => {
  const optional = galleryPair('optional-data');

  it('is added and removed as a whole by one button that keeps the focus', async () => {
    const { container, onSubmit } = renderGallery(optional, { name: 'Ana Silva' });
    await formShown(container);
    const add = await screen.findByRole('button', { name: 'Add Previous address' });
    expect(screen.queryByLabelText(/Street/)).toBeNull();
    await userEvent.click(add);
    await userEvent.type(screen.getByLabelText(/Street/), '4 Elm St');
    await userEvent.type(screen.getByLabelText(/City/), 'Tacoma');
    const remove = screen.getByRole('button', { name: 'Remove Previous address' });
    expect(remove).toBe(add);
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Ana Silva', previous_address: { street: '4 Elm St', city: 'Tacoma' } });
    await userEvent.click(remove);
    expect(screen.queryByLabelText(/Street/)).toBeNull();
    expect(document.activeElement).toBe(remove);
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]?.[0]).toEqual({ name: 'Ana Silva' });
  });
});

describe('a choice between alternatives', () => {
  const alternatives = galleryPair('alternatives');

  it('is labelled, and its errors speak of the alternative chosen', async () => {
    const { container } = renderGallery(alternatives, { product: 'draw-10', agreement: '2024-06', disbursement: { routing: '1210' } });
    await formShown(container);
    const choice = await screen.findByRole('combobox', { name: 'How you receive the money' });
    await userEvent.selectOptions(choice, 'Paper check');
    await submit();
    const summary = await screen.findByRole('alert');
    const lines = within(summary).getAllByRole('link').map((a) => a.textContent);
    expect(lines).toContain('Mailing address: Required');
    expect(lines.join(' ')).not.toMatch(/Routing|Choose one of the options/);
    expect(choice.getAttribute('aria-describedby')?.split(' ')).toContain('root_disbursement__error');
  });
});

describe('the form as a whole', () => {
  it('shows its schema title as the heading when the screen has none, and its description', async () => {
    const pair = galleryPair('defaults-readonly');
    const { container } = renderGallery({ ...pair, ui: { ...pair.ui, 'x-screen': {} } });
    await formShown(container);
    expect(await screen.findByRole('heading', { level: 1, name: 'Review your offer' })).toBeTruthy();
    expect(screen.getByText(/What we filled in for you/)).toBeTruthy();
  });

  it('draws a date as lists each named by its part, in a group named by the field', async () => {
    const { container, onSubmit } = renderGallery(galleryPair('dates-files'), { closing_date: '2015-04-01', id_document: 'data:application/pdf;name=a.pdf;base64,JVBERi0xLjQ=' });
    await formShown(container);
    const group = within(await screen.findByRole('group', { name: /Date of the last appraisal/ }));
    // the lists offer numbers, each shown as written in a date
    for (const [part, shown] of [['Year', '2024'], ['Month', '02'], ['Day', '15']] as const) {
      const list = group.getByRole('combobox', { name: part });
      await userEvent.selectOptions(list, within(list).getByRole('option', { name: shown }));
    }
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect((onSubmit.mock.calls[0]?.[0] as JsonObject).appraisal_date).toBe('2024-02-15');
  });

  it('names a box whose label the ui hides', async () => {
    const { container } = renderGallery(galleryPair('choices'), { rate_lock: false });
    await formShown(container);
    const box = await screen.findByRole('checkbox', { name: 'Lock my rate for 45 days' });
    expect(screen.getByText('Lock my rate for 45 days').className).toBe('visually-hidden');
    expect(box).toBeTruthy();
    expect(valueOf(/State of the property/)).toBe('');
  });
});
