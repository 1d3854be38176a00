import { useIsAuthenticated, useProfile, useStoredToken } from '../../api/identity';

/** Spec: authenticated means an identity profile exists or a stored jwt exists. */
export const useSignedIn = (): boolean => useIsAuthenticated();

/** The signed-in person's identity id: from the profile, else the token's subject while it loads. */
export function useIdentityId(): string | null {
  const profile = useProfile();
  const token = useStoredToken();
  return profile.data?.uuid ?? tokenSubject(token);
}

/** A claim of a token, without verifying it (the server does that). */
function tokenClaim(token: string | null, claim: 'sub' | 'role'): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    const value = json[claim];
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** The identity id (JWT subject) of a token, without verifying it (the server does that). */
export const tokenSubject = (token: string | null): string | null => tokenClaim(token, 'sub');

/** The signed-in person's role as their token says (the staff area shows their links; the server checks every call). */
export function useTokenRole(): string | null {
  return tokenClaim(useStoredToken(), 'role');
}
