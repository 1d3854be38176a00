import { createContext, useContext } from 'react';
import type { RouteMatch } from 'react-router';

/** The routes matching the current location, root first (the app's route table, matched once per location). */
export const RouteMatchesContext = createContext<RouteMatch[]>([]);

export const useRouteMatches = (): RouteMatch[] => useContext(RouteMatchesContext);
