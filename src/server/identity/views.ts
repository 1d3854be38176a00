import { createHash } from 'node:crypto';
import type { UserRow } from './users';
import type { IdentityProfile, PersonProfile } from '../../contracts/identity';

/** The shell's wallet address of a user: stable, derived from the identity, 0x + 40 hex digits. */
export const walletAddressOf = (id: string): string => `0x${createHash('sha256').update(`wallet:${id}`).digest('hex').slice(0, 40)}`;
const groupPolicyAddressOf = (org: string): string => `0x${createHash('sha256').update(`group-policy:${org}`).digest('hex').slice(0, 40)}`;

/** Passwords older than this must be changed (staff and agents; applicants sign in rarely). */
const PASSWORD_MAX_AGE_DAYS: Partial<Record<UserRow['role'], number>> = { AGENT: 365, STAFF: 365 };

/** The identity profile (spec: chat-identity-helpers section 3). */
export function identityProfile(user: UserRow, now: Date, version: 'v1' | 'v1_1' | 'broker' = 'v1'): IdentityProfile {
  const maxAge = PASSWORD_MAX_AGE_DAYS[user.role];
  const passwordExpired = maxAge !== undefined && now.getTime() - new Date(user.password_changed_at).getTime() > maxAge * 86_400_000;
  const base = {
    uuid: user.id,
    organizationCode: user.org_code,
    email: user.email,
    updatedAt: new Date(user.updated_at).toISOString(),
    isManageable: user.role === 'APPLICANT' || user.role === 'CO_DEEDER' || user.role === 'BROKER',
    isBroker: user.role === 'BROKER',
    aliases: [],
    twoFactorEnabled: user.two_factor_enabled,
    totpVerified: user.two_factor_enabled,
    passwordExpired,
    wallet: { accountAddress: walletAddressOf(user.id), groupPolicyAddress: groupPolicyAddressOf(user.org_code) },
    activeLegacyCustomerOrgs: [user.org_code],
    name: user.profile.name ?? null,
  };
  // v1 names the kind of user profileType, v1_1 userType; the broker path sends both.
  if (version === 'v1') return { ...base, profileType: user.role };
  if (version === 'v1_1') return { ...base, userType: user.role };
  return { ...base, profileType: user.role, userType: user.role };
}

/** The person profile of the portal (spec: portal section 3). */
export function personProfile(user: UserRow): PersonProfile {
  const p = user.profile;
  return {
    uuid: user.id,
    name: p.name ?? null,
    dob: p.dob ?? null,
    hasSsn: false,
    addresses: p.address
      ? [{ uuid: createHash('sha256').update(`address:${user.id}`).digest('hex').replace(/^(.{8})(.{4}).(.{3}).(.{3})(.{12}).*$/, '$1-$2-4$3-8$4-$5'), ownership: 'OWNER', ...p.address }]
      : [],
    email: user.email,
    phoneNumbers: p.phone ? [{ number: p.phone, type: 'MOBILE' }] : [],
  };
}
