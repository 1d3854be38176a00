import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { availabilityText, withoutFinalPeriod } from '../../../src/portal/shell/footer';
import { maintenanceApplies, maintenanceVariables } from '../../../src/portal/shell/maintenance';
import { navLinks } from '../../../src/portal/shell/nav-links';

const org = {
  mainSite: { terms: 'https://www.lender.example/terms', communications: '', privacy: '', licenses: '' },
  orgMetaData: { companyInfo: { termsOfService: 'https://other.example/tos' } },
  platform: { wallet: true, links: ['exchange', 'pay', 'marketplace', 'passport', 'groupManager'] },
} as Parameters<typeof navLinks>[0];

describe('navigation links', () => {
  it('lists the spec links, only /dashboard in this app, the rest on the main site', () => {
    const links = navLinks(org, { portfolioManager: false });
    expect(links.map((l) => l.path)).toEqual([
      '/dashboard', '/dashboard/settings', '/contact', '/exchange', '/pay', '/universal-marketplace', '/universal-passport', '/group-manager',
    ]);
    expect(links[0]).toMatchObject({ href: '/dashboard', external: false });
    expect(links[3]).toMatchObject({ href: 'https://www.lender.example/exchange', external: true });
  });

  it('leaves out the wider platform for a lender that has none', () => {
    const own = navLinks({ ...org, platform: { wallet: false, links: [] } }, { portfolioManager: false });
    expect(own.map((l) => l.path)).toEqual(['/dashboard', '/dashboard/settings', '/contact']);
  });

  it('offers the wider platform to signed-in people only, even for a lender that has it', () => {
    const visitor = navLinks(org, { portfolioManager: false }, false);
    expect(visitor.map((l) => l.path)).toEqual(['/dashboard', '/dashboard/settings', '/contact']);
  });

  it('gives the product\'s own brands no wider platform (their org files leave it out)', () => {
    for (const code of ['HEARTH', 'HEARTH_NY', 'HEARTH_WHOLESALE']) {
      const file = JSON.parse(readFileSync(`orgs/${code}.json`, 'utf8')) as { platform?: unknown };
      expect(file.platform, code).toBeUndefined();
    }
  });

  it('shows Portfolio Manager only when its flag is on', () => {
    expect(navLinks(org, { portfolioManager: true }).map((l) => l.path)).toContain('/portfolio');
  });
});

describe('footer', () => {
  it('ends the copyright sentence once after a name that ends in a period', () => {
    expect(`${withoutFinalPeriod('Harborstone Bank, N.A.')}. All rights reserved.`).toBe('Harborstone Bank, N.A. All rights reserved.');
    expect(withoutFinalPeriod('Evergreen Credit Union')).toBe('Evergreen Credit Union');
  });
});

describe('maintenance', () => {
  const flag = (enabled: boolean, variables: Record<string, unknown> = {}) => ({ flagEnabled: enabled, variables });
  it('covers every path when on without routes, none when off', () => {
    expect(maintenanceApplies(flag(true), '/dashboard')).toBe(true);
    expect(maintenanceApplies(flag(false), '/dashboard')).toBe(false);
  });

  it('covers only the listed routes (app-relative or absolute)', () => {
    const f = flag(true, { routes: ['register', '/dashboard'] });
    expect(maintenanceApplies(f, '/account/heloc/register')).toBe(true);
    expect(maintenanceApplies(f, '/account/heloc/register/support')).toBe(true);
    expect(maintenanceApplies(f, '/account/heloc/registered')).toBe(false);
    expect(maintenanceApplies(f, '/dashboard')).toBe(true);
    expect(maintenanceApplies(f, '/account/heloc/login')).toBe(false);
  });

  it('treats empty or malformed variables as defaults', () => {
    expect(maintenanceVariables({ variables: { pageTitle: 5, message: '', routes: 'all', shouldShowDashboardLink: 'yes' } })).toEqual({
      routes: [], message: '', pageTitle: '', shouldShowDashboardLink: false,
    });
  });
});

describe('footer availability', () => {
  const copy = (key: string, v?: Record<string, string>) => `${key}:${v?.states ?? ''}`;
  it('says more states are to come below 50', () => {
    expect(availabilityText(['ID', 'MT'], copy)).toBe('footer.availabilityMore:ID, MT');
    const fifty = Array.from({ length: 50 }, (_, i) => `S${i}`);
    expect(availabilityText(fifty, copy)).toBe(`footer.availability:${fifty.join(', ')}`);
  });
});
