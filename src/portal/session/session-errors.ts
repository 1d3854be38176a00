import { onServiceError } from '../../api/client';
import { isSessionRejected } from '../../api/errors';
import { CREDENTIAL_PATHS, endSession } from '../../api/identity';
import { isAnonymousPath, sessionEndTarget } from './paths';

let installed = false;
let signerHint = false;

/** Remembers that the signed-in person is an additional signer, so a lapsed session returns to the signer login. */
export const setSignerHint = (signer: boolean): void => {
  signerHint = signer;
};

/**
 * Spec error catalogue: a 401, or a 403 saying unauthenticated or invalid signature, clears the
 * session and sends the user to log in. Wrong credentials on the login call itself are not a lapsed
 * session, and anonymous pages stay where they are.
 */
export function installSessionErrorHandling(go: (url: string) => void = (url) => window.location.assign(url)): () => void {
  if (installed) return () => undefined;
  installed = true;
  const off = onServiceError((error, path) => {
    if (!isSessionRejected(error)) return;
    if (CREDENTIAL_PATHS.some((p) => path.startsWith(p))) return;
    endSession();
    const { pathname, search } = window.location;
    if (isAnonymousPath(pathname)) return;
    go(sessionEndTarget({ pathname, search }, signerHint));
  });
  return () => {
    installed = false;
    off();
  };
}
