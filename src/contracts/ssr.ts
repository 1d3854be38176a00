import type { BrowserContent } from './studio';

/** The element holding what the server rendered the page's first screen with (JSON). */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/**
 * What the server renders a first screen from, handed to the browser with the HTML, so the browser's first
 * render (the one that hydrates the served HTML) reads the very same data and draws the very same elements.
 */
export interface SsrState {
  /** The service answers the screen was rendered with (org record, flag decisions, content version): a react-query dehydrated state. */
  queries: unknown;
  /** Whether the page was rendered on a published content version (over the whole bundled content). */
  whole: boolean;
}

/** What the server passes to the portal's SSR entry for one page. */
export interface SsrInput {
  /** The request's path and query. */
  url: string;
  /** The request host's lender, as the private-label service answers it. */
  org: object;
  /** Every flag's decision for this lender. */
  decisions: Record<string, { flagKey: string; flagEnabled: boolean; variables: Record<string, unknown> }>;
  /** The content version in force: its id, and its files when it is not the bundled base. */
  /** The version in force; its content unless the page's build embedded it; the hash of the server's base (the page's data-content-base). */
  contentVersion: { id: string; content?: BrowserContent; baseHash: string };
  /** The language the page speaks: the visitor's choice, else the browser's first the lender offers (docs/languages.md). */
  language: string;
}

/** The SSR entry's render: the root's inner HTML and the state to hand over, or undefined for a page it does not render. */
export type SsrRender = (input: SsrInput) => Promise<{ html: string; state: SsrState } | undefined>;

/** The SSR entry module (src/portal/ssr/entry-server.tsx), as built into dist-server/ssr/entry-server.cjs. */
export interface SsrModule {
  render: SsrRender;
}
