/**
 * When the first screen of the page has painted its form, so work that can wait (the chat widget, the
 * full content) starts after it rather than competing with it for the network while the page loads.
 */
let painted = false;
const waiting = new Set<() => void>();

/** Called by a form once it shows its fields; only the first call counts. */
export function markScreenPainted(): void {
  if (painted) return;
  painted = true;
  for (const notify of waiting) notify();
  waiting.clear();
}

/** Calls `notify` once the first screen has painted (at once if it has); returns a cancel function. */
export function onScreenPainted(notify: () => void): () => void {
  if (painted) {
    notify();
    return () => undefined;
  }
  waiting.add(notify);
  return () => waiting.delete(notify);
}
