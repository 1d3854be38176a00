import { useQuery } from '@tanstack/react-query';
import { SERVICE } from '../lib/service-paths';
import { api } from './client';
import { PROFILE_FETCH_FAILED, REQUEST_FAILED, ServiceError } from './errors';
import { useStoredToken } from './identity';
import type { ShellAccount, ShellProfile, ShellWallet } from '../contracts/wallet';

export const ACCOUNT_ACCESS_PATH = `${SERVICE.wallet}/secure/api/v4/account/access`;
export const ACCOUNTS_PATH = `${SERVICE.wallet}/secure/api/v4/account`;

/** Spec section 3 "Shell profile": account name and address, authorizedWallet with authorizationType. */
export type { ShellAccount, ShellProfile, ShellWallet };

/**
 * Re-raises a shell fetch failure with the spec's own text, keeping status and data so the caller
 * (and the session handling, which already saw the original) can still tell a 401 from the rest.
 */
function shellFailure(text: string, error: unknown): ServiceError {
  if (error instanceof ServiceError) return new ServiceError(text, error.status, error.data, error.response);
  return new ServiceError(text, 0, undefined);
}

/** The signed-in user's account and their authorisation on it; failures read "Failed to fetch profile details.". */
export async function fetchShellProfile(principal?: string): Promise<ShellProfile> {
  try {
    return await api.get<ShellProfile>(ACCOUNT_ACCESS_PATH, { query: { principal } });
  } catch (error) {
    throw shellFailure(PROFILE_FETCH_FAILED, error);
  }
}

/** Every account of the signed-in user; failures read "Request failed.". */
export async function fetchAccounts(): Promise<ShellAccount[]> {
  try {
    return await api.get<ShellAccount[]>(ACCOUNTS_PATH);
  } catch (error) {
    throw shellFailure(REQUEST_FAILED, error);
  }
}

/** The shell profile; idle without a token. Like the identity profile it does not retry. */
export function useShellProfile(enabled = true) {
  const token = useStoredToken();
  return useQuery({
    queryKey: ['shell', 'profile', token ?? ''],
    queryFn: () => fetchShellProfile(),
    enabled: enabled && Boolean(token),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** Spec: the account list is never stale. */
export function useAccounts() {
  const token = useStoredToken();
  return useQuery({
    queryKey: ['shell', 'accounts', token ?? ''],
    queryFn: fetchAccounts,
    enabled: Boolean(token),
    retry: false,
    staleTime: 0,
  });
}
