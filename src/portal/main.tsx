import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import { setRequestOrg } from '../api/client';
import { orgCodeFromLocation, privateLabelKey, type PrivateLabel } from '../api/org';
import type { BrowserContent } from '../contracts/studio';
import { onScreenPainted } from '../renderer/first-screen';
import { AppRoot, newQueryClient } from './app-root';
import { routes } from './routes';
import { languageKey } from './language';
import { BASE_LANGUAGE } from '../engine/languages';
import { keepTypedValues } from './ssr/typed-values';
import { preloadRoute, preloadScreens, enterVersion } from './ssr/preload';
import { SSR_STATE_ELEMENT_ID, type SsrState } from '../contracts/ssr';
import { latestContentVersion, pageContentChoice } from './use-content-version';
import { contentVersionKey } from '../api/content-versions';
import './styles.css';

const queryClient = newQueryClient();
const root = document.getElementById('root') as HTMLElement;
const app = <AppRoot queryClient={queryClient} router={(children) => <BrowserRouter>{children}</BrowserRouter>} />;

function start(): void {
  // The page came with a header (and the opening screen's heading) to show while the scripts loaded:
  // the portal starts on an empty root, so what it renders is new, never the served elements moved about.
  root.replaceChildren();
  createRoot(root).render(app);
}

/** What the server rendered the page's first screen with, when it did (src/portal/ssr/entry-server.tsx). */
function servedState(): SsrState | undefined {
  const text = document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent;
  // A lender picked by query (development) is not the one the server rendered for, and what this tab keeps
  // (a registration draft, a referral from an earlier link) the server never saw: the browser draws those
  // pages itself. A visitor's first page in a tab keeps nothing.
  if (!text || orgCodeFromLocation(window.location.search) || sessionStorage.length > 0) return undefined;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return undefined;
  }
}

/**
 * Hydrates the screen the server rendered: the first render reads the same answers (the state handed over)
 * after loading what the server's render had loaded (the page's module, the content version, the validators of
 * the forms it drew), so it draws the same elements and React only attaches to them. What the visitor typed
 * meanwhile is handed to the forms once they are live.
 */
async function hydrateServed(state: SsrState): Promise<void> {
  const typed = keepTypedValues(root);
  hydrate(queryClient, state.queries as DehydratedState);
  const org = queryClient.getQueryData<PrivateLabel>(privateLabelKey);
  setRequestOrg(org?.orgCode);
  const version = latestContentVersion();
  const published = pageContentChoice(version) === 'served' ? queryClient.getQueryData<BrowserContent>(contentVersionKey(version)) : undefined;
  const drawn = [...root.querySelectorAll<HTMLElement>('[data-screen]')].filter((el) => el.querySelector('form')).map((el) => el.dataset.screen as string);
  await Promise.all([enterVersion(state.whole ? published : undefined, queryClient.getQueryData<string>(languageKey) ?? BASE_LANGUAGE), preloadRoute(matchRoutes(routes, window.location) ?? [])]);
  await preloadScreens(drawn);
  hydrateRoot(root, app, {
    onRecoverableError(error) {
      // a served screen the browser drew otherwise: React has drawn it again; the console tells where
      console.error('Hydration:', error);
    },
  });
  onScreenPainted(typed.restore);
}

/** Calls `fn` once, after the next frame has painted (or after FIRST_PAINT_WAIT_MS where no frames come, a hidden tab). */
const FIRST_PAINT_WAIT_MS = 100;
function afterNextPaint(fn: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    fn();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, FIRST_PAINT_WAIT_MS);
}

const served = servedState();
if (served) {
  hydrateServed(served).catch((error: unknown) => {
    console.error(error);
    start();
  });
} else if (root.querySelector('h1')) {
  // A served heading paints before the portal starts, so the visitor reads it while the portal loads what it needs.
  afterNextPaint(start);
} else {
  start();
}
