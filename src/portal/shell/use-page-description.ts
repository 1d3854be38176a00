import { useEffect } from 'react';

/** How long a page's lead text may take to appear (a lazy page, a form loading its validator). */
const WAIT_MS = 3000;

function describe(text: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = text;
}

/**
 * Each page's meta description is its own lead text (the intro under its heading, else its first
 * paragraph), so a shared or bookmarked page says what it is; until one appears, the lender's
 * general description stands.
 */
export function usePageDescription(pathname: string, fallback: string): void {
  useEffect(() => {
    describe(fallback);
    const main = document.getElementById('main');
    if (!main) return;
    const find = (): boolean => {
      const lead = main.querySelector('.page-intro') ?? main.querySelector('h1 ~ p:not([role])');
      const text = lead?.textContent?.replace(/\s+/g, ' ').trim();
      if (!text) return false;
      describe(text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text);
      return true;
    };
    if (find()) return;
    const observer = new MutationObserver(() => {
      if (find()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, fallback]);
}
