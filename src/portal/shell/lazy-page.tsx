import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/** Reloads allowed after a failed chunk load (spec: up to 5), counted across reloads in this tab. */
export const MAX_CHUNK_RELOADS = 5;
const KEY = 'chunkReloads';

/**
 * A dynamic import that reloads the page when it fails (usually a deploy replaced the chunk), at most
 * MAX_CHUNK_RELOADS times in a row; after that the error goes on to the caller (the route's error
 * page). Every lazily loaded page goes through it: the router's pages and the pages flows name.
 */
export async function importWithReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    const mod = await load();
    sessionStorage.removeItem(KEY);
    return mod;
  } catch (error) {
    const count = Number(sessionStorage.getItem(KEY) ?? 0);
    if (count < MAX_CHUNK_RELOADS) {
      sessionStorage.setItem(KEY, String(count + 1));
      window.location.reload();
      return new Promise<never>(() => undefined);
    }
    throw error;
  }
}

/** Loads the bundled content the opening pages do without (the journey's flow and screens). */
export const loadWholeContent = (): Promise<void> => importWithReload(() => import('../content').then((c) => c.loadWholeContent()));

/**
 * A route's lazy() loader, through importWithReload. The page renders once the whole bundled content
 * is loaded, with its own chunk; an opening page (registration, sign-in) renders on the part bundled with
 * it (see src/portal/content.ts) and does not wait for the rest.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, { opening = false } = {}): LazyRouteFunction<RouteObject> {
  return async () => {
    const [page] = await Promise.all([importWithReload(load), opening ? undefined : loadWholeContent()]);
    return { Component: page.default };
  };
}
