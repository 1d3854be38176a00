// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { record, serve, showStep } from '../portal/application/step-harness';

const BANKS = [{ id: 'ins_1', name: 'Sandbox Federal Bank' }, { id: 'ins_2', name: 'Harbor Test Credit Union' }];
const ACCOUNTS = [
  { uuid: '11111111-1111-4111-8111-111111111111', mask: '6781', institutionName: 'Sandbox Federal Bank', accountName: 'Everyday Checking', accountType: 'CHECKING' },
  { uuid: '22222222-2222-4222-8222-222222222222', mask: '4321', institutionName: 'Sandbox Federal Bank', accountName: 'High Yield Savings', accountType: 'SAVINGS' },
];

beforeAll(() => {
  // jsdom has no modal dialogs: open and close set the attribute as the browser would
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) { this.setAttribute('open', ''); };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) { this.removeAttribute('open'); };
});
afterEach(() => { cleanup(); localStorage.clear(); });

function bankStep() {
  return serve(record('ach', 'BANK_ACCOUNT'), (call) => {
    if (call.url.includes('/bank/institutions')) {
      const q = new URL(call.url, 'http://x').searchParams.get('q')?.toLowerCase() ?? '';
      return { status: 200, body: BANKS.filter((b) => b.name.toLowerCase().includes(q)) };
    }
    if (call.url.endsWith('/bank/link')) {
      const body = call.body as { username: string; password: string };
      return body.password === 'pass_good'
        ? { status: 200, body: ACCOUNTS }
        : { status: 400, body: { statusCode: 400, status: 'Those credentials did not work. Check your username and password and try again.', message: 'Those credentials did not work. Check your username and password and try again.' } };
    }
    if (call.method === 'PUT') return { status: 200, body: record('ach', 'BANK_ACCOUNT') };
    return undefined;
  });
}

async function openWindow() {
  fireEvent.click(await screen.findByRole('button', { name: 'Connect your bank' }));
  return screen.getByRole('dialog', { name: 'Connect your bank' });
}

describe('bank link window', () => {
  it('opens from the primary button as a dialog with the search focused, and says when no bank matches', async () => {
    bankStep();
    showStep('bank/disburse');
    const dialog = await openWindow();
    const search = within(dialog).getByLabelText('Search for your bank');
    await waitFor(() => expect(document.activeElement).toBe(search));
    expect(await within(dialog).findByRole('button', { name: /Harbor Test Credit Union/ })).toBeTruthy();
    fireEvent.change(search, { target: { value: 'zzz' } });
    const status = await within(dialog).findByText('No banks match “zzz”.');
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Sandbox Federal Bank/ })).toBeNull();
    fireEvent.change(search, { target: { value: 'harbor' } });
    expect(await within(dialog).findByRole('button', { name: /Harbor Test Credit Union/ })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Sandbox Federal Bank/ })).toBeNull();
    expect(within(dialog).queryByText(/No banks match/)).toBeNull();
  });

  it('logs in, chooses the account and writes it with the bank-disburse screen, closing the window', async () => {
    const { calls } = bankStep();
    showStep('bank/disburse');
    const dialog = await openWindow();
    fireEvent.click(await within(dialog).findByRole('button', { name: /Sandbox Federal Bank/ }));
    const heading = within(dialog).getByRole('heading', { name: 'Sandbox Federal Bank' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    fireEvent.change(within(dialog).getByLabelText('Online banking username'), { target: { value: 'user_good' } });
    fireEvent.change(within(dialog).getByLabelText('Online banking password'), { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Those credentials did not work');
    fireEvent.change(within(dialog).getByLabelText('Online banking password'), { target: { value: 'pass_good' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    fireEvent.click(await within(dialog).findByLabelText('High Yield Savings ending in 4321'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this account' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const write = calls.find((c) => c.method === 'PUT');
    expect(write?.url).toMatch(/\/screens\/bank-disburse$/);
    expect(write?.body).toEqual({ method: 'LINKED', accountUuid: ACCOUNTS[1]?.uuid });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Escape (the dialog\'s cancel) without writing anything', async () => {
    const { calls } = bankStep();
    showStep('bank/disburse');
    const dialog = await openWindow();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(screen.getByRole('button', { name: 'Connect your bank' })).toBeTruthy();
  });
});
