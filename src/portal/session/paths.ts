import { safeRedirect } from '../../lib/redirect';

import { APP_BASE, DASHBOARD_PATH, LOGIN_PATH, REGISTER_PATH, SIGNER_AREA_PATH, SIGNER_LOGIN_PATH } from '../../lib/page-paths';

export { APP_BASE, DASHBOARD_PATH, LOGIN_PATH, REGISTER_PATH, SIGNER_LOGIN_PATH };

/**
 * The spec's constant of 20 beside the HELOC routes (its purpose is not stated): the dashboard lists
 * this many of a person's applications, newest first, and says when there are older ones.
 */
export const DASHBOARD_APPLICATIONS_SHOWN = 20;

/**
 * Spec: anonymous visitors may see only register, terms, communications, privacy, licenses,
 * coming-soon, register account-setup, register support and signer login; plus this app's own login
 * page and the password reset pages of someone who cannot log in. Two signer pages are part of the
 * signer login: the invitation link (`heloc-signer/resume?token=`, where an invited signer without a
 * login creates one) and the page it leads to when the invitation was cancelled. Both show nothing of
 * an application. `heloc-signer/error` (the signer's applications could not be read) needs a session.
 * Paths are below /account/heloc.
 */
export const ANONYMOUS_PAGES = [
  'register', 'register/account-setup', 'register/support', 'terms', 'communications', 'privacy', 'licenses',
  'coming-soon', 'heloc-signer/login', 'heloc-signer/resume', 'heloc-signer/cancelled', 'login', 'forgot-password', 'reset-password',
] as const;

/** The signer's own area: a visitor there without a session goes to the signer login. */
export const SIGNER_AREA = SIGNER_AREA_PATH;
export const FORGOT_PASSWORD_PATH = `${APP_BASE}/forgot-password`;

export function isAnonymousPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return ANONYMOUS_PAGES.some((p) => path === `${APP_BASE}/${p}`);
}

/** The login page that returns to `back` (path and query) after signing in. */
export function loginUrl(back?: string, base = LOGIN_PATH): string {
  const safe = safeRedirect(back);
  return safe ? `${base}?redirect=${encodeURIComponent(safe)}` : base;
}

/** Where signing in should go: the redirect query when it is safe, else the dashboard. */
export const afterLogin = (search: string): string => safeRedirect(new URLSearchParams(search).get('redirect')) ?? DASHBOARD_PATH;

export type SessionKind = 'signer' | 'registering' | 'applicant';

/**
 * Spec: a rejected session sends signers to the signer login, visitors part-way through
 * registration back to registration (keeping their referral query), everyone else to login with a
 * redirect back to where they were.
 */
export function sessionEndTarget(location: { pathname: string; search: string }, signer: boolean): string {
  const { pathname, search } = location;
  if (pathname.startsWith(`${APP_BASE}/register`)) return `${REGISTER_PATH}${search}`;
  if (signer || pathname.startsWith(SIGNER_AREA)) return loginUrl(pathname + search, SIGNER_LOGIN_PATH);
  return loginUrl(pathname + search);
}
