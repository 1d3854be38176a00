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
/** The shell's settings page, below the dashboard. */
export const SETTINGS_PATH = `${DASHBOARD_PATH}/settings`;
/** The additional signer's area at its older address, sent on to SIGNER_AREA_PATH. */
export const LEGACY_SIGNER_AREA_PATH = `${APP_BASE}-signer`;

/** An application's own pages: the step framework finds the step at the route below it. */
export const applicationPath = (uuid: string): string => `${APP_BASE}/${uuid}`;
/** A step's route below an application (`''`: where the application is now). */
export const stepUrl = (uuid: string, route: string): string => `${applicationPath(uuid)}/${route}`;
/** The additional signer's introduction to one application. */
export const signerIntroPath = (applicationUuid: string): string => `${SIGNER_AREA_PATH}/intro?application=${applicationUuid}`;
/** A lender's logo (or the favicon) as the server serves it from the content root. */
export const logoPath = (file: string): string => `${APP_BASE}/logos/${file}`;

/** The staff area and the agent console. */
export const STAFF_PATHS = {
  applications: `${APP_BASE}/staff/applications`,
  queue: `${APP_BASE}/staff/queue`,
  funnel: `${APP_BASE}/staff/funnel`,
  studio: `${APP_BASE}/staff/studio`,
  agent: `${APP_BASE}/agent`,
} as const;
/** One application in the staff area. */
export const staffApplicationPath = (uuid: string): string => `${STAFF_PATHS.applications}/${uuid}`;
/**
 * Where signing out goes when the sign-out call gives no answer (spec chat section 7). The server
 * serves it as a redirect to the login page.
 */
export const AUTH_LOGIN_PATH = '/auth/login';
