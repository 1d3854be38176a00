/** Where the app's pages are: one definition for the browser's router and the server that serves them. */

/** The router base (spec portal section 2). */
export const APP_BASE = '/account/heloc';
export const LOGIN_PATH = `${APP_BASE}/login`;
export const REGISTER_PATH = `${APP_BASE}/register`;
/** The sign-in form's screen (schemas/forms/login), for the pages that show it and the server that checks it. */
export const LOGIN_SCREEN = 'forms/login';
/** The additional signer's own area. */
export const SIGNER_AREA_PATH = `${APP_BASE}/heloc-signer`;
export const SIGNER_LOGIN_PATH = `${SIGNER_AREA_PATH}/login`;
export const DASHBOARD_PATH = '/dashboard';
/**
 * Where signing out goes when the sign-out call gives no answer (spec chat section 7). The server
 * serves it as a redirect to the login page.
 */
export const AUTH_LOGIN_PATH = '/auth/login';
