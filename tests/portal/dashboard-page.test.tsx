// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setFetch } from '../../src/api/client';
import type { PrivateLabel } from '../../src/api/org';
import { buildContent } from '../../src/engine/content';
import { OrgContext } from '../../src/portal/org-context';
import DashboardPage from '../../src/portal/pages/dashboard/dashboard-page';
import { RendererContentContext } from '../../src/renderer/content-context';

const org = { ...JSON.parse(readFileSync('orgs/HEARTH.json', 'utf8')), chat: { allowedLinkDomains: [] } } as PrivateLabel;
const { index } = buildContent({});
const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const application = (signers: string[]) => ({
  uuid: '33333333-3333-4333-8333-333333333333', loanNumber: 'L-1', state: 'profile', status: 'IN_PROGRESS',
  helocSigners: signers.map((identityUuid) => ({ identityUuid })), additionalSignerVersion: 'v1',
  auditFields: { createdDate: '2026-11-01T10:00:00Z' },
});

function serve(profile: Record<string, unknown>, apps: unknown[]) {
  setFetch(async (input) => {
    const url = String(input);
    if (url.includes('/identity')) return json(200, { uuid: ME, organizationCode: 'HEARTH', email: 'me@example.com', isBroker: false, wallet: { accountAddress: '0x1', groupPolicyAddress: '0x2' }, ...profile });
    if (url.includes('/heloc/all')) return json(200, apps);
    return json(503, { statusCode: 503, status: 'unavailable' });
  });
}

function show(): void {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OrgContext.Provider value={org}>
        <RendererContentContext.Provider value={{ content: index, loadValidator: async () => ({}) }}>
          <MemoryRouter><DashboardPage /></MemoryRouter>
        </RendererContentContext.Provider>
      </OrgContext.Provider>
    </QueryClientProvider>,
  );
}

const links = (): string[] =>
  within(screen.getByRole('navigation', { name: `More from ${org.orgBrand}` })).getAllByRole('link').map((a) => a.textContent ?? '');
/** The set is decided once both the profile and the applications have arrived. */
const settled = async (check: (shown: string[]) => void): Promise<void> => {
  show();
  await screen.findByText('L-1');
  await waitFor(() => check(links()));
};

beforeEach(() => localStorage.setItem('jwt', 'header.payload.signature'));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('dashboard page link sets (spec section 6)', () => {
  it('an additional signer (helocSigners, v1) sees settings and contact only, and no "start another"', async () => {
    serve({ profileType: 'APPLICANT' }, [application([ME])]);
    await settled((shown) => expect(shown).toEqual(['Settings', 'Contact us']));
    expect(screen.queryByRole('link', { name: 'Start another application' })).toBeNull();
    expect(screen.getByRole('link', { name: /Resume/ }).getAttribute('href')).toContain('/heloc-signer/resume?uuid=');
  });

  it('a co-deeder by profile type sees the signer set too', async () => {
    serve({ profileType: 'CO_DEEDER' }, [application([OTHER])]);
    await settled((shown) => expect(shown).toEqual(['Settings', 'Contact us']));
  });

  it('a borrower who is not a broker sees the consumer products and may start another application', async () => {
    serve({ profileType: 'APPLICANT' }, [application([OTHER])]);
    await settled((shown) => {
      expect(shown).toContain('Exchange');
      expect(shown).not.toContain('Group Manager');
    });
    expect(screen.getByRole('link', { name: 'Start another application' })).toBeTruthy();
  });

  it('a broker sees the broker set', async () => {
    serve({ profileType: 'BROKER', isBroker: true }, [application([])]);
    await settled((shown) => {
      expect(shown).toContain('Group Manager');
      expect(shown).not.toContain('Exchange');
    });
  });
});
