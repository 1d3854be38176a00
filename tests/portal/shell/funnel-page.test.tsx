// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { setFetch } from '../../../src/api/client';
import FunnelPage from '../../../src/portal/pages/staff/funnel';

afterEach(cleanup);

const serve = (status: number, body: unknown) =>
  setFetch(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const page = () => render(
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <FunnelPage />
  </QueryClientProvider>,
);

describe('staff funnel page', () => {
  it('shows one row per flow state and one column per org', async () => {
    serve(200, {
      states: ['profile', 'liens', 'product'],
      orgs: [
        { orgCode: 'HEARTH', orgBrand: 'Hearth', applications: 4, reached: { profile: 4, liens: 2 } },
        { orgCode: 'EVERGREEN_CU', orgBrand: 'Evergreen Valley', applications: 1, reached: { profile: 1 } },
      ],
    });
    page();
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Flow state', 'Hearth', 'Evergreen Valley']);
    const liens = within(table).getByRole('rowheader', { name: 'liens' }).closest('tr') as HTMLElement;
    expect(within(liens).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', '0']);
    const started = within(table).getByRole('rowheader', { name: 'Applications started' }).closest('tr') as HTMLElement;
    expect(within(started).getAllByRole('cell').map((c) => c.textContent)).toEqual(['4', '1']);
  });

  it('says the page is for staff when the server refuses', async () => {
    serve(403, { statusCode: 403, status: 'You do not have access to this resource' });
    page();
    expect((await screen.findByRole('alert')).textContent).toBe('This page is for staff only.');
  });
});
