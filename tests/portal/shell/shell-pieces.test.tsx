// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../src/api/notifications';
import { LiveRegionProvider, useAnnounce } from '../../../src/portal/shell/live-region';
import { Loader } from '../../../src/portal/shell/loader';
import { CopyAddress } from '../../../src/portal/shell/copy-address';
import { ProcessingModal, ProcessingWhile } from '../../../src/portal/shell/processing-modal';
import { addToast, MAX_TOASTS, ToastProvider, useToast, type Toast } from '../../../src/portal/shell/toasts';
import NotificationsList from '../../../src/portal/shell/notifications-list';
import { OrgLogo } from '../../../src/portal/shell/org-logo';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LiveRegionProvider>{children}</LiveRegionProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

describe('loader', () => {
  it('stays 300 ms after loading ends, then hides', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Loader loading />);
    expect(screen.getByTestId('loader')).toBeTruthy();
    rerender(<Loader loading={false} />);
    act(() => void vi.advanceTimersByTime(299));
    expect(screen.queryByTestId('loader')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('loader')).toBeNull();
  });
});

describe('screen-reader live region', () => {
  it('announces a message and clears it after 300 ms', () => {
    vi.useFakeTimers();
    function Announcer() {
      const announce = useAnnounce();
      return <button type="button" onClick={() => announce('Saved')}>go</button>;
    }
    render(wrap(<Announcer />));
    fireEvent.click(screen.getByText('go'));
    expect(screen.getByTestId('live-region').textContent).toBe('Saved');
    act(() => void vi.advanceTimersByTime(300));
    expect(screen.getByTestId('live-region').textContent).toBe('');
  });
});

describe('toasts', () => {
  it('keeps at most 5, dropping the oldest', () => {
    let list: Toast[] = [];
    for (let id = 1; id <= 7; id++) list = addToast(list, { id, message: `m${id}`, kind: 'info' });
    expect(list).toHaveLength(MAX_TOASTS);
    expect(list.map((t) => t.id)).toEqual([3, 4, 5, 6, 7]);
  });

  it('shows the newest 5 in the region, each dismissable, errors as alerts', () => {
    function Raiser() {
      const toast = useToast();
      return <button type="button" onClick={() => { for (let i = 1; i <= 6; i++) toast.show(`Toast ${i}`, i === 6 ? 'error' : 'info'); }}>raise</button>;
    }
    render(wrap(<ToastProvider><Raiser /></ToastProvider>));
    fireEvent.click(screen.getByText('raise'));
    const region = screen.getByRole('region', { name: 'Messages' });
    expect(region.querySelectorAll('li')).toHaveLength(5);
    expect(screen.queryByText('Toast 1')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Toast 6');
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss' })[0] as HTMLElement);
    expect(screen.queryByText('Toast 2')).toBeNull();
    expect(region.querySelectorAll('li')).toHaveLength(4);
  });
});

describe('wallet address copy', () => {
  it('shows the address shortened and confirms a copy for 1 second', () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(wrap(<CopyAddress address="0x71C7656EC7ab88b098defB751B7401B5f6d8976F" />));
    expect(screen.getByText('0x71C7...8976F')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy wallet address' }));
    expect(writeText).toHaveBeenCalledWith('0x71C7656EC7ab88b098defB751B7401B5f6d8976F');
    expect(screen.getByText('Wallet Address Copied!')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Wallet Address Copied!')).toBeNull();
  });
});

describe('processing modal', () => {
  it('gives up after 30 seconds by default and tells the caller', () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    render(wrap(<ProcessingModal open onTimeout={onTimeout} />));
    act(() => void vi.advanceTimersByTime(29_999));
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(screen.getByText('This is taking longer than expected. Please try again.').getAttribute('role')).toBe('alert');
  });

  it('covers a long submit while it runs, can be closed once timed out, and covers the next submit again', () => {
    vi.useFakeTimers();
    const { rerender } = render(wrap(<ProcessingWhile busy message="Signing your documents" />));
    expect(screen.getByText(/Signing your documents/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close', hidden: true })).toBeNull();
    act(() => void vi.advanceTimersByTime(30_000));
    expect(screen.getByText('This is taking longer than expected. Please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(screen.queryByText('This is taking longer than expected. Please try again.')).toBeNull();
    rerender(wrap(<ProcessingWhile busy={false} message="Signing your documents" />));
    expect(screen.queryByText(/Signing your documents/)).toBeNull();
    rerender(wrap(<ProcessingWhile busy message="Signing your documents" />));
    expect(screen.getByText(/Signing your documents/)).toBeTruthy();
  });
});

describe('notifications list', () => {
  const now = Date.now();
  const n = (i: number, status: Notification['status']): Notification => ({
    uuid: `00000000-0000-4000-8000-00000000000${i}`, title: `Title ${i}`, description: `Body ${i}`, status,
    created: new Date(now - i * 3_600_000).toISOString(), ctas: [{ title: `Open ${i}`, redirectPath: '/account/heloc' }, { title: 'Evil', redirectPath: 'https://evil.example' }],
  });

  it('says No Notifications when there are none', () => {
    render(wrap(<NotificationsList items={[]} loading={false} onNavigate={() => undefined} />));
    expect(screen.getByText('No Notifications')).toBeTruthy();
  });

  it('shows unread first, 3 until View All, then at most 8, with relative times and safe links only', () => {
    const items = [n(1, 'READ'), n(2, 'UNREAD'), n(3, 'READ'), n(4, 'UNREAD'), n(5, 'READ'), n(6, 'READ'), n(7, 'READ'), n(8, 'READ'), n(9, 'READ')];
    render(wrap(<NotificationsList items={items} loading={false} onNavigate={() => undefined} />));
    let shown = screen.getAllByTestId('notification');
    expect(shown.map((el) => el.querySelector('.notification__title')?.textContent)).toEqual(['Unread: Title 2', 'Unread: Title 4', 'Title 1']);
    expect(shown[0]?.querySelector('time')?.textContent).toBe('2h');
    expect(screen.queryByRole('link', { name: 'Evil' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View All' }));
    shown = screen.getAllByTestId('notification');
    expect(shown).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Show fewer' })).toBeTruthy();
  });
});

describe('org logo', () => {
  const org = { orgBrand: 'New Lender', theme: { logo: 'new-lender.svg', logoAlt: 'New Lender logo', colors: {} as never } };

  it("shows the logo from the content root, and the lender's name where it cannot be loaded", () => {
    render(<OrgLogo org={org} />);
    const img = screen.getByRole('img', { name: 'New Lender logo' });
    expect(img.getAttribute('src')).toBe('/account/heloc/logos/new-lender.svg');
    fireEvent.error(img);
    const name = screen.getByRole('img', { name: 'New Lender logo' });
    expect(name.tagName).toBe('SPAN');
    expect(name.textContent).toBe('New Lender');
    expect(name.className).toBe('org-logo-text');
  });
});
