export { RequireAuth } from './require-auth';
export { installSessionErrorHandling, setSignerHint } from './session-errors';
export { ANONYMOUS_PAGES, afterLogin, isAnonymousPath, loginUrl, sessionEndTarget, LOGIN_PATH, REGISTER_PATH, DASHBOARD_PATH } from './paths';
