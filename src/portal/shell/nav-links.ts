import type { PrivateLabel } from '../../api/org';
import type { PlatformLink } from '../../engine/types';
import type { CopyKey } from '../org-context';
import { DASHBOARD_PATH, SETTINGS_PATH } from '../../lib/page-paths';

export interface NavLink {
  key: string;
  path: string;
  label: CopyKey;
  /** Where the link goes: our own route, or the same path on the org's main site. */
  href: string;
  external: boolean;
}

/** The spec's shell links in order, each once; the dashboard's link lists take theirs from here. */
export const SHELL_LINKS = [
  { key: 'dashboard', path: DASHBOARD_PATH, label: 'nav.dashboard' },
  { key: 'settings', path: SETTINGS_PATH, label: 'nav.settings' },
  { key: 'contact', path: '/contact', label: 'nav.contact' },
  { key: 'exchange', path: '/exchange', label: 'nav.exchange' },
  { key: 'pay', path: '/pay', label: 'nav.pay' },
  { key: 'marketplace', path: '/universal-marketplace', label: 'nav.marketplace' },
  { key: 'passport', path: '/universal-passport', label: 'nav.passport' },
  { key: 'portfolio', path: '/portfolio', label: 'nav.portfolio' },
  { key: 'groupManager', path: '/group-manager', label: 'nav.groupManager' },
] as const satisfies readonly { key: string; path: string; label: CopyKey }[];

export type ShellLinkKey = (typeof SHELL_LINKS)[number]['key'];

const PLATFORM: readonly string[] = ['exchange', 'pay', 'marketplace', 'passport', 'groupManager'] satisfies PlatformLink[];

/**
 * Whether the org shows a link: the wider platform's products only when the org file lists them
 * (`platform.links`; a lender without the platform has none), Portfolio Manager only by flag.
 */
export function linkOffered(key: ShellLinkKey, org: Pick<PrivateLabel, 'platform'>, flags: { portfolioManager: boolean }): boolean {
  if (key === 'portfolio') return flags.portfolioManager;
  if (PLATFORM.includes(key)) return (org.platform?.links ?? []).includes(key as PlatformLink);
  return true;
}

/** The org's main site: the origin of its main-site pages, else of its company terms of service. */
export function mainSiteOrigin(org: Pick<PrivateLabel, 'mainSite' | 'orgMetaData'>): string {
  for (const candidate of [org.mainSite?.terms, org.orgMetaData.companyInfo.termsOfService]) {
    try {
      if (candidate) return new URL(candidate).origin;
    } catch {
      // not a URL: try the next one
    }
  }
  return '';
}

/**
 * Only /dashboard is served here; the other links belong to the wider platform, so they point at
 * the same path on the org's main site instead of at pages this app does not have.
 */
export function navLinks(org: Pick<PrivateLabel, 'mainSite' | 'orgMetaData' | 'platform'>, flags: { portfolioManager: boolean }, signedIn = true): NavLink[] {
  const site = mainSiteOrigin(org);
  // A visitor who has not signed in has no account on the wider platform: its products are not offered to them.
  const shown = signedIn ? org : { ...org, platform: { wallet: false, links: [] } };
  return SHELL_LINKS.filter((l) => linkOffered(l.key, shown, flags)).map((l) => {
    const own = l.path === DASHBOARD_PATH;
    return { ...l, href: own ? l.path : `${site}${l.path}`, external: !own };
  });
}
