// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFetch } from '../../../src/api/client';
import { getToken } from '../../../src/api/session';
import { DEV_CHAT_EVENT, DEV_LOGIN_FAILED, DevToolbar } from '../../../src/portal/dev-toolbar/dev-toolbar';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const profile = { uuid: 'u1', organizationCode: 'HEARTH', email: 'dev@example.com', isBroker: false, wallet: { accountAddress: '0x1', groupPolicyAddress: '0x2' } };

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/account/heloc/login?mode=stream');
});
afterEach(cleanup);

describe('developer toolbar', () => {
  it('shows the chat mode', () => {
    render(<DevToolbar />);
    expect(screen.getByTestId('dev-mode').textContent).toBe('stream');
  });

  it('says "Something unexpected happened logging you in" when the login fails, and keeps no token', async () => {
    setFetch(async () => json(401, { message: 'Incorrect email or password.' }));
    render(<DevToolbar />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'dev@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(DEV_LOGIN_FAILED)).toBeTruthy();
    expect(getToken()).toBeNull();
  });

  it('signs in with a pasted jwt the server accepts', async () => {
    setFetch(async () => json(200, profile));
    render(<DevToolbar />);
    fireEvent.change(screen.getByLabelText('JWT'), { target: { value: 'aaa.bbb.ccc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use jwt' }));
    expect(await screen.findByText('Signed in as dev@example.com')).toBeTruthy();
    expect(getToken()).toBe('aaa.bbb.ccc');
  });

  it('refuses a pasted jwt the server rejects', async () => {
    setFetch(async () => json(401, { message: 'invalid signature' }));
    render(<DevToolbar />);
    fireEvent.change(screen.getByLabelText('JWT'), { target: { value: 'aaa.bbb.ccc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use jwt' }));
    expect(await screen.findByText(DEV_LOGIN_FAILED)).toBeTruthy();
    expect(getToken()).toBeNull();
  });

  it('turns 0, 1, 2 and Backspace into chat alerts, but not while typing', () => {
    render(<DevToolbar />);
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener(DEV_CHAT_EVENT, listener);
    fireEvent.keyDown(window, { key: '1' });
    fireEvent.keyDown(window, { key: 'Backspace' });
    fireEvent.keyDown(screen.getByLabelText('E-mail'), { key: '0' });
    window.removeEventListener(DEV_CHAT_EVENT, listener);
    expect(seen).toEqual([{ alert: 'connection-lost' }, { ended: true }]);
  });

  it('opens an application by uuid', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, search: '' });
    render(<DevToolbar />);
    fireEvent.change(screen.getByLabelText('Application uuid'), { target: { value: '3F2A9C1E-8B7D-4E21-9A6F-0C1D2E3F4A5B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open /{uuid}' }));
    expect(assign).toHaveBeenCalledWith('/account/heloc/3f2a9c1e-8b7d-4e21-9a6f-0c1d2e3f4a5b');
    vi.unstubAllGlobals();
  });

  it('resets the browser state: token, stored ids and drafts gone, back to login', () => {
    const assign = vi.fn();
    localStorage.setItem('jwt', 'a.b.c');
    localStorage.setItem('ftSessionKey', 'k');
    sessionStorage.setItem('orgCode', 'EVERGREEN_CU');
    vi.stubGlobal('location', { ...window.location, assign, search: '' });
    render(<DevToolbar />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(getToken()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(assign).toHaveBeenCalledWith('/account/heloc/login');
    vi.unstubAllGlobals();
  });
});
