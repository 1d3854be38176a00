// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { beforeAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadWholeContent } from '../../src/portal/content';
import { setFetch } from '../../src/api/client';
import type { PrivateLabel } from '../../src/api/org';
import { buildContent } from '../../src/engine/content';
import { readContentFiles } from '../../src/server/content/load';
import { OrgContext } from '../../src/portal/org-context';
import DashboardPage from '../../src/portal/pages/dashboard/dashboard-page';
import { DASHBOARD_APPLICATIONS_SHOWN } from '../../src/portal/session/paths';
import { RendererContentContext } from '../../src/renderer/content-context';

// a lender on the wider platform (the crypto lender's switch; the product's own brands have none)
const platform = (JSON.parse(readFileSync('orgs/HEARTH_CRYPTO.json', 'utf8')) as { platform: unknown }).platform;
const org = { ...JSON.parse(readFileSync('orgs/HEARTH.json', 'utf8')), platform, chat: { allowedLinkDomains: [] } } as PrivateLabel;
const { index } = buildContent(readContentFiles(process.cwd()).files);
const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const application = (signers: string[], state = 'profile') => ({
  uuid: '33333333-3333-4333-8333-333333333333', loanNumber: 'L-1', state, status: 'IN_PROGRESS',
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

function show(shown: PrivateLabel = org): void {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OrgContext.Provider value={shown}>
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


// A later page renders on the whole bundled content (its copy included), which its route loads first (pageLoader).
beforeAll(() => loadWholeContent());

describe('dashboard page link sets (spec section 6)', () => {
  it('an additional signer (helocSigners, v1) sees settings and contact only, and no "start another"', async () => {
    serve({ profileType: 'APPLICANT' }, [application([ME])]);
    await settled((shown) => expect(shown).toEqual(['Settings', 'Contact us']));
    expect(screen.queryByRole('link', { name: 'Start another application' })).toBeNull();
    // a signer resumes in the signer's own area, on that application
    expect(screen.getByRole('link', { name: /Resume/ }).getAttribute('href')).toBe('/account/heloc/heloc-signer/intro?application=33333333-3333-4333-8333-333333333333');
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

describe('dashboard application list', () => {
  it(`lists the newest ${DASHBOARD_APPLICATIONS_SHOWN} applications and says where to ask about older ones`, async () => {
    const many = Array.from({ length: DASHBOARD_APPLICATIONS_SHOWN + 3 }, (_, i) => ({
      ...application([OTHER]), uuid: `33333333-3333-4333-8333-${String(i).padStart(12, '0')}`, loanNumber: `L-${i + 1}`,
    }));
    serve({ profileType: 'APPLICANT' }, many);
    show();
    await screen.findByText('L-1');
    expect(screen.getAllByRole('link', { name: /Resume application/ })).toHaveLength(DASHBOARD_APPLICATIONS_SHOWN);
    expect(screen.getByText(`L-${DASHBOARD_APPLICATIONS_SHOWN}`)).toBeTruthy();
    expect(screen.queryByText(`L-${DASHBOARD_APPLICATIONS_SHOWN + 1}`)).toBeNull();
    expect(screen.getByText(/^Showing your 20 most recent applications\. For an older one, call us at/)).toBeTruthy();
  });

  it('says nothing of older applications when all are listed', async () => {
    serve({ profileType: 'APPLICANT' }, [application([OTHER])]);
    show();
    await screen.findByText('L-1');
    expect(screen.queryByText(/most recent applications/)).toBeNull();
  });
});

describe('dashboard application cards', () => {
  it('offers "View your line" for a funded line and "View our decision" for a decline, never "Resume application"', async () => {
    serve({ profileType: 'APPLICANT' }, [application([], 'complete')]);
    show();
    expect((await screen.findByRole('link', { name: /^View your line/ })).getAttribute('href')).toContain('/complete');
    expect(screen.queryByRole('link', { name: /Resume application/ })).toBeNull();
    cleanup();
    serve({ profileType: 'APPLICANT' }, [application([], 'declined')]);
    show();
    expect(await screen.findByRole('link', { name: /^View our decision/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Resume application/ })).toBeNull();
  });

  it('a lender without the wider platform lists only its own links', async () => {
    serve({ profileType: 'APPLICANT' }, [application([OTHER])]);
    show({ ...org, platform: { wallet: false, links: [] } });
    await screen.findByText('L-1');
    await waitFor(() => expect(links()).toEqual(['Settings', 'Contact us']));
  });
});
