import { useIsAuthenticated, useProfile, useStoredToken } from '../../api/identity';

/** Spec: authenticated means an identity profile exists or a stored jwt exists. */
export const useSignedIn = (): boolean => useIsAuthenticated();

/** The signed-in person's identity id: from the profile, else the token's subject while it loads. */
export function useIdentityId(): string | null {
  const profile = useProfile();
  const token = useStoredToken();
  return profile.data?.uuid ?? tokenSubject(token);
}

/** The identity id (JWT subject) of a token, without verifying it (the server does that). */
export function tokenSubject(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof json.sub === 'string' ? json.sub : null;
  } catch {
    return null;
  }
}
