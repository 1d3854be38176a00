import { useMemo } from 'react';
import { matchRoutes, renderMatches, useLocation } from 'react-router';
import { routes } from './routes';
import { RouteMatchesContext } from './shell/route-matches';

/**
 * The app's routes, rendered for the current location (React Router's declarative mode, inside a
 * BrowserRouter), matched once per location: pages load lazily under the shell's Suspense, errors stop at the nearest RouteErrors.
 */
export function AppRoutes() {
  const location = useLocation();
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [location]);
  return <RouteMatchesContext.Provider value={matches}>{renderMatches(matches)}</RouteMatchesContext.Provider>;
}
