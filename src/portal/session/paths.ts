import { safeRedirect } from '../../lib/redirect';

export const APP_BASE = '/account/heloc';
export const LOGIN_PATH = `${APP_BASE}/login`;
export const REGISTER_PATH = `${APP_BASE}/register`;
export const SIGNER_LOGIN_PATH = `${APP_BASE}/heloc-signer/login`;
export const DASHBOARD_PATH = '/dashboard';

/**
 * Spec: anonymous visitors may see only register, terms, communications, privacy, licenses,
 * coming-soon, register account-setup, register support and signer login; plus this app's own login
 * page and the password reset pages of someone who cannot log in. Paths are below /account/heloc.
 */
export const ANONYMOUS_PAGES = [
  'register', 'register/account-setup', 'register/support', 'terms', 'communications', 'privacy', 'licenses',
  'coming-soon', 'heloc-signer/login', 'login', 'forgot-password', 'reset-password',
] as const;
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
  if (signer || pathname.startsWith(`${APP_BASE}/heloc-signer`)) return loginUrl(pathname + search, SIGNER_LOGIN_PATH);
  return loginUrl(pathname + search);
}
