// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { beforeAll, afterEach, describe, expect, it } from 'vitest';
import { loadWholeContent } from '../../../src/portal/content';
import { setFetch } from '../../../src/api/client';
import FunnelPage from '../../../src/portal/pages/staff/funnel';

afterEach(cleanup);

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const requested: string[] = [];
const serve = (status: number, body: unknown) => setFetch(async (input) => {
  const url = String(input);
  requested.push(url);
  return url.includes('/staff/lender') ? json(200, { orgCode: 'HEARTH', orgBrand: 'Hearth', loanOfficers: [{ uuid: 'lo-1', name: 'Dana Whitfield' }] }) : json(status, body);
});

const page = (path = '/account/heloc/staff/funnel') => render(
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MemoryRouter initialEntries={[path]}><FunnelPage /></MemoryRouter>
  </QueryClientProvider>,
);

const step = (id: string, reached: number, conversion: number | null, dropOff: number, medianMinutes: number | null) => ({ id, reached, conversion, dropOff, medianMinutes });


// A later page renders on the whole bundled content (its copy included), which its route loads first (pageLoader).
beforeAll(() => loadWholeContent());

describe('staff funnel page', () => {
  it('shows each step by its readable name with reached, conversion, drop-off and median time', async () => {
    serve(200, {
      orgCode: 'HEARTH', orgBrand: 'Hearth', applications: 4, declined: 1,
      steps: [step('started', 4, null, 0, null), step('basicInfo', 4, 1, 0, 30), step('selectOffer', 2, 0.5, 2, 1500), step('funded', 0, 0, 2, null)],
    });
    page('/account/heloc/staff/funnel?from=2026-01-01&loanOfficer=lo-1');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Step', 'Reached', 'Went on from the step before', 'Stopped before this step', 'Median time in step']);
    const offer = within(table).getByRole('rowheader', { name: 'Select Offer' }).closest('tr') as HTMLElement;
    expect(within(offer).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', '50%', '2', '1 d 1 h']);
    expect(within(table).getByRole('rowheader', { name: 'Started an application' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Funded' })).toBeTruthy();
    expect(screen.getByText('Declined along the way: 1')).toBeTruthy();
    // the filters of the address are sent, and shown
    expect(requested.some((u) => u.includes('/staff/funnel?from=2026-01-01&loanOfficer=lo-1'))).toBe(true);
    expect((screen.getByLabelText('Started from') as HTMLInputElement).value).toBe('2026-01-01');
  });

  it('says the page is for staff when the server refuses', async () => {
    serve(403, { statusCode: 403, status: 'You do not have access to this resource' });
    page();
    expect((await screen.findByRole('alert')).textContent).toBe('This page is for staff only.');
  });
});
