import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/** Reloads allowed after a failed chunk load (spec: up to 5), counted across reloads in this tab. */
export const MAX_CHUNK_RELOADS = 5;
const KEY = 'chunkReloads';

/**
 * A route's lazy() loader. A failed dynamic import (usually a deploy replaced the chunk) reloads the
 * page, at most MAX_CHUNK_RELOADS times; after that the error reaches the route's error page.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyRouteFunction<RouteObject> {
  return async () => {
    try {
      const mod = await load();
      sessionStorage.removeItem(KEY);
      return { Component: mod.default };
    } catch (error) {
      const count = Number(sessionStorage.getItem(KEY) ?? 0);
      if (count < MAX_CHUNK_RELOADS) {
        sessionStorage.setItem(KEY, String(count + 1));
        window.location.reload();
        return new Promise<never>(() => undefined);
      }
      throw error;
    }
  };
}
