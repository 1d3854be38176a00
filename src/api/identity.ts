import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SERVICE } from '../lib/service-paths';
import { useCallback, useSyncExternalStore } from 'react';
import { AUTH_LOGIN_PATH } from '../lib/page-paths';
import { api } from './client';
import type {
  BrokerSessionAnswer, IdentityProfile, MessageAnswer, PersonProfile, RegisterResult, Role, SessionAnswer, SignedOutAnswer,
} from '../contracts/identity';
import { ServiceError } from './errors';
import { clearToken, getToken, JWT_KEY, setToken } from './session';

export type { IdentityProfile, PersonProfile, RegisterResult };

export const USER_NOT_FOUND = 'User not found';
/** Spec: the broker login path or the legacy path is chosen by a feature flag. */
export const FLAGS_BROKER_LOGIN = 'fe-broker-login';
export const LEGACY_LOGIN_PATH = '/identity/api/v1/login';
export const REGISTER_PATH = '/identity/api/v1/registration/register';
export const LEGACY_IDENTITY_PATH = '/identity/secure/api/v1_1/identity';
export type IdentityVariant = 'customer' | 'agent';
export const brokerPath = (variant: IdentityVariant, rest: string) => `/identity-broker/${variant}${rest}`;

/** Identity calls whose 401 means "wrong credentials", not "session expired". */
export const CREDENTIAL_PATHS = [LEGACY_LOGIN_PATH, REGISTER_PATH, '/identity-broker/customer/api/v3/login', '/identity-broker/agent/api/v3/login'];

export const kindOf = (p: Pick<IdentityProfile, 'profileType' | 'userType'>): Role | undefined => p.profileType ?? p.userType;

// The token lives in local storage; components re-read it when this module or another tab changes it.
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === JWT_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored jwt, kept current across logins, logouts and other tabs. */
export const useStoredToken = (): string | null => useSyncExternalStore(subscribe, getToken, () => null);

/** Stores a new session token (login, registration, developer tools). */
let signedOut = false;

export function startSession(jwt: string): void {
  signedOut = false;
  setToken(jwt);
  notify();
}

/** Forgets the session locally: the token and anything read with it. */
export function endSession(opts: { signedOut?: boolean } = {}): void {
  signedOut = opts.signedOut === true;
  clearToken();
  notify();
}

/**
 * Whether the session ended because the person signed out (rather than expiring): a page that needs
 * a session then sends them to the login page plainly, not with a way back to itself.
 */
export const signedOutOnPurpose = (): boolean => signedOut;

/**
 * Spec: two user sources; when one fails the other is used, and "User not found" when both fail.
 * The broker path goes first when the fe-broker-login flag is on, the legacy path otherwise.
 */
export async function fetchIdentity(preferBroker = false, variant: IdentityVariant = 'customer'): Promise<IdentityProfile> {
  const broker = brokerPath(variant, '/secure/api/v3/self/figureinfo');
  const sources = preferBroker ? [broker, LEGACY_IDENTITY_PATH] : [LEGACY_IDENTITY_PATH, broker];
  for (const path of sources) {
    try {
      return await api.get<IdentityProfile>(path);
    } catch (error) {
      // a rejected session will not get better on the other source
      if (error instanceof ServiceError && error.status === 401) break;
    }
  }
  throw new ServiceError(USER_NOT_FOUND, 404, undefined);
}

export const profileKey = (token: string | null) => ['identity', 'profile', token ?? ''] as const;

/** The signed-in identity; idle without a token. Spec: the profile query does not retry. */
export function useProfile(opts: { preferBroker?: boolean } = {}) {
  const token = useStoredToken();
  return useQuery({
    queryKey: profileKey(token),
    queryFn: () => fetchIdentity(opts.preferBroker ?? false),
    enabled: Boolean(token),
    retry: false,
    staleTime: 5 * 60_000,
  });
}


export const PERSON_PROFILE_PATH = `${SERVICE.profile}/api/v1/profile`;

export function usePersonProfile() {
  const token = useStoredToken();
  return useQuery({
    queryKey: ['identity', 'person', token ?? ''],
    queryFn: () => api.get<PersonProfile>(PERSON_PROFILE_PATH),
    enabled: Boolean(token),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** Spec: authenticated means an identity profile exists or a stored jwt exists. */
export function useIsAuthenticated(): boolean {
  const token = useStoredToken();
  const profile = useProfile();
  return Boolean(profile.data) || Boolean(token);
}

/** Signs in with e-mail and password and stores the session. The broker path answers with where to go next. */
export const PASSWORD_RESET_REQUEST_PATH = '/identity/api/v1/password-reset/request';
export const PASSWORD_RESET_PATH = '/identity/api/v1/password-reset/confirm';

/** Asks for a reset link; the answer says the same whether or not the account exists. */
export const requestPasswordReset = (body: { email: string }) => api.post<MessageAnswer>(PASSWORD_RESET_REQUEST_PATH, body);

/** Sets a new password with a reset link's token; every session of the account is signed out. */
export const resetPassword = (body: { token: string; password: string; confirmPassword: string }) => api.post<MessageAnswer>(PASSWORD_RESET_PATH, body);

export async function login(
  credentials: { email: string; password: string },
  opts: { broker?: boolean; variant?: IdentityVariant; redirect?: string } = {},
): Promise<{ jwt: string; redirect?: string }> {
  const res = opts.broker
    ? await api.post<BrokerSessionAnswer>(brokerPath(opts.variant ?? 'customer', '/api/v3/login'), credentials, { query: { redirect: opts.redirect } })
    : await api.post<SessionAnswer>(LEGACY_LOGIN_PATH, credentials);
  startSession(res.jwt);
  return res;
}

/**
 * Signs out: the server is told (broker path), the stored jwt is cleared whatever happens, and the
 * answer is where to go: the server's redirect, or the login page when the call failed.
 */
export async function logout(variant: IdentityVariant = 'customer', leave?: (to: string) => void | Promise<void>): Promise<string> {
  let to = AUTH_LOGIN_PATH;
  try {
    const res = await api.post<SignedOutAnswer>(brokerPath(variant, '/secure/api/v3/logout'));
    if (typeof res.redirect === 'string' && res.redirect.startsWith('/') && !res.redirect.startsWith('//')) to = res.redirect;
  } catch {
    // signed out here whatever the server said
  } finally {
    // leave the signed-in page first (a lazy page may take a moment to load): ending the session
    // under it would send it to the login page with a way back, not to where signing out goes
    try {
      await leave?.(to);
    } finally {
      endSession({ signedOut: true });
    }
  }
  return to;
}

/**
 * Signing out from a page: the server ends the session, the page goes where the server says
 * (`go`, e.g. the router's navigate), then the stored session and every cached query are dropped,
 * so nothing of the last user stays on screen.
 */
export function useLogout(): (go: (to: string) => void | Promise<void>, variant?: IdentityVariant) => Promise<void> {
  const client = useQueryClient();
  return useCallback(async (go: (to: string) => void | Promise<void>, variant?: IdentityVariant) => {
    await logout(variant, go);
    client.clear();
  }, [client]);
}


/**
 * Registers the applicant (every step's data by step id). A visitor's answer carries no session,
 * whether or not the e-mail already had an account: they go on by logging in with the e-mail and
 * password they chose. A signed-in applicant's answer renews their session.
 */
export async function register(payload: Record<string, unknown>): Promise<RegisterResult> {
  const res = await api.post<RegisterResult>(REGISTER_PATH, payload);
  if (res.jwt) startSession(res.jwt);
  return res;
}
