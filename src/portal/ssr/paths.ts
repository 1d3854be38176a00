import { APP_BASE } from '../../lib/page-paths';


/**
 * The pages the server renders: the anonymous opening pages, whose content is the same for every visitor of a
 * lender (registration's steps, sign-in, password reset, the additional signer's sign-in).
 */
export const SSR_PATHS: RegExp[] = ['register', 'login', 'forgot-password', 'reset-password', 'heloc-signer/login']
  .map((p) => new RegExp(`^${APP_BASE}/${p}/?$`));
