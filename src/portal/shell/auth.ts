import { useLocation } from 'react-router';
import { getToken } from '../../api/session';

/**
 * Whether someone is signed in (a stored token). Re-read on every navigation, which is when a login
 * or logout in this tab becomes visible to the shell.
 */
export function useSignedIn(): boolean {
  useLocation();
  return Boolean(getToken());
}

/** The identity id (JWT subject) of the stored token, without verifying it (the server does that). */
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
