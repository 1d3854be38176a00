import type { RouteMatch } from 'react-router';
import type { BrowserContent } from '../../contracts/studio';
import { BASE_LANGUAGE } from '../../engine/languages';
import { isLazyPage } from '../shell/lazy-page';

export { preloadScreens } from '../shell/renderer-provider';

/** Loads the lazy pages of a location's matched routes, so the first render draws them without suspending. */
export async function preloadRoute(matches: RouteMatch[]): Promise<void> {
  await Promise.all(matches.map(({ route }) => (isLazyPage(route.Component) ? route.Component.preload() : undefined)));
}

/**
 * Puts the content version a page was rendered on in force before its first render (a published version:
 * over the whole bundled content, as useContentVersion does; the bundled base as loaded otherwise). A page in
 * a language other than the base renders on the whole content with its texts (loadLanguages).
 */
export async function enterVersion(published: BrowserContent | undefined, language: string): Promise<void> {
  // its own chunk, loaded beside the page's (src/portal/content.ts)
  const content = await import('../content');
  if (language !== BASE_LANGUAGE) await content.loadLanguages();
  if (!published) {
    content.activateContent(content.bundledContent, null);
    return;
  }
  await content.loadWholeContent();
  content.activateContent(content.contentOver(published.hash, published.files), published.validatorsModule);
}
