import type { Role } from '../../../contracts/identity';
import type { PrivateLabel } from '../../../api/org';
import { linkOffered, SHELL_LINKS, type ShellLinkKey } from '../../shell/nav-links';
import { statusLabel as namedStatus } from '../staff/labels';

/** Who is looking at the dashboard decides which links of the wider platform they see. */
export type Audience = 'signer' | 'broker' | 'borrower';

export type DashboardLink = (typeof SHELL_LINKS)[number];

/**
 * Spec: additional signers and non-brokers see different dashboard links; Portfolio Manager only by
 * flag, the wider platform's products only for a lender that has them. Signers joined someone
 * else's application, so they get account settings and help only; brokers manage their clients;
 * borrowers get the consumer products.
 */
const SETS: Record<Audience, ShellLinkKey[]> = {
  signer: ['settings', 'contact'],
  broker: ['settings', 'groupManager', 'portfolio', 'contact'],
  borrower: ['settings', 'exchange', 'pay', 'marketplace', 'passport', 'portfolio', 'contact'],
};

export function dashboardLinks(audience: Audience, org: Pick<PrivateLabel, 'platform'>, flags: { portfolioManager: boolean }): DashboardLink[] {
  return SETS[audience].filter((k) => linkOffered(k, org, flags)).map((k) => SHELL_LINKS.find((l) => l.key === k) as DashboardLink);
}

/**
 * Spec: an additional signer is recognised by membership in an application's helocSigners (when
 * additionalSignerVersion is v1) or by profile type CO_DEEDER.
 */
export function audienceOf(
  profile: { uuid: string; profileType?: Role; userType?: Role; isBroker?: boolean } | undefined,
  applications: { helocSigners: { identityUuid: string | null }[]; additionalSignerVersion?: string }[],
): Audience {
  const kind = profile?.profileType ?? profile?.userType;
  if (profile?.isBroker || kind === 'BROKER') return 'broker';
  if (kind === 'CO_DEEDER') return 'signer';
  const signsOnly = applications.length > 0 && applications.every((a) =>
    a.additionalSignerVersion === 'v1' && a.helocSigners.some((s) => s.identityUuid === profile?.uuid));
  return signsOnly ? 'signer' : 'borrower';
}

/**
 * A server status in the page's language: the step's name in the copy (staff.status.*, which borrowers
 * read too), or the code in words ("WAITING_FOR_CREDIT" -> "Waiting for credit") for one it does not name.
 */
export const statusLabel = (copy: Parameters<typeof namedStatus>[0], status: string): string => {
  const named = namedStatus(copy, status);
  if (named !== status) return named;
  const words = status.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words[0]?.toUpperCase() + words.slice(1) : status;
};
