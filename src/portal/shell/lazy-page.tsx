import { createElement, lazy, type ComponentType } from 'react';

/** Reloads allowed after a failed chunk load (spec: up to 5), counted across reloads in this tab. */
export const MAX_CHUNK_RELOADS = 5;
const KEY = 'chunkReloads';

/**
 * A dynamic import that reloads the page when it fails (usually a deploy replaced the chunk), at most
 * MAX_CHUNK_RELOADS times in a row; after that the error goes on to the caller (the route's error
 * page). Every lazily loaded page goes through it (the router's pages and the pages flows name, with
 * `screen`), and so do the shell's lazy parts. Only a screen that loads starts the count again: the
 * shell's parts load on every page, so theirs would restart it while the screen still fails.
 */
export async function importWithReload<T>(load: () => Promise<T>, { screen = false } = {}): Promise<T> {
  try {
    const mod = await load();
    // (no session storage where the server renders a page)
    if (screen && typeof sessionStorage !== 'undefined') sessionStorage.removeItem(KEY);
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

/** Loads the bundled content the opening pages do without (the journey's flow and screens), reloading the page when that fails. */
export const loadWholeContentOrReload = (): Promise<void> => importWithReload(() => import('../content').then((c) => c.loadWholeContent()));

/**
 * Loads the form parts the opening screens do without (rjsf's: src/renderer/rjsf-parts.tsx; the project's:
 * src/widgets/later-widgets.ts), reloading the page when that fails.
 */
const loadLaterPartsOrReload = (): Promise<unknown> => importWithReload(() => Promise.all([
  import('../../renderer/rjsf-parts').then((f) => f.loadLaterParts()),
  import('../../widgets/later-widgets').then((f) => f.loadLaterWidgets()),
]));

/**
 * What a lazily loaded page loads, through importWithReload: its module and, unless it is an opening page
 * (registration, sign-in: they render on the part bundled with them, see src/portal/content.ts), the
 * whole bundled content and the form fields the opening screens do without, so the page renders once all are in.
 */
export function pageLoader<Page extends { default: ComponentType }>(load: () => Promise<Page>, { opening = false } = {}): () => Promise<Page> {
  return async () => (await Promise.all([
    importWithReload(load, { screen: true }),
    ...(opening ? [] : [loadWholeContentOrReload(), loadLaterPartsOrReload()]),
  ]))[0];
}

/** A route's page, loaded on first render (it suspends until then: the shell's Suspense shows the loader). */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };
export function lazyPage(load: () => Promise<{ default: ComponentType }>, options: { opening?: boolean } = {}): LazyPage {
  const loader = pageLoader(load, options);
  let page: ComponentType | undefined;
  const preload = () => loader().then((mod) => (page = mod.default));
  const Lazy = lazy(async () => ({ default: await preload() }));
  // Once loaded (preload: a page the server rendered loads its module before hydrating), the page renders
  // at once instead of suspending first, so its served elements are hydrated in the first pass.
  const Page = (props: object) => (page ? createElement(page, props) : createElement(Lazy, props));
  return Object.assign(Page, { preload });
}

/** Whether a route's component is a lazy page (it can be loaded ahead of rendering). */
export const isLazyPage = (c: unknown): c is LazyPage => typeof c === 'function' && typeof (c as Partial<LazyPage>).preload === 'function';
