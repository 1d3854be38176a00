import { useEffect, type RefObject } from 'react';

/** How long a step's heading may take to appear (a lazy page, a form loading its validator). */
const WAIT_MS = 3000;

/**
 * Arriving at a step: the page starts at its top, the step's heading takes the focus (so a screen
 * reader announces where the applicant now is, and Tab continues from there) and names the document
 * with the lender. Focus stays where it is when the applicant is already in a field of the page.
 */
export function useStepArrival(container: RefObject<HTMLElement | null>, route: string, brand: string, ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    window.scrollTo?.(0, 0);
    const root = container.current;
    if (!root) return;
    let done = false;
    const arrive = (): boolean => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      const text = heading.textContent?.trim();
      if (text) document.title = `${text} | ${brand}`;
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (arrive()) return;
    const observer = new MutationObserver(() => {
      if (!done && arrive()) {
        done = true;
        observer.disconnect();
      }
    });
    observer.observe(root, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [container, route, brand, ready]);
}
