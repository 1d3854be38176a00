// Which Chromium the browser tests drive. Debian's chromium-headless-shell (the same Chromium build without the
// desktop browser around it) takes about a fifth less time over the same specs (docs/operations.md), but it
// does not take `--unsafely-treat-insecure-origin-as-secure`: a page on a test host (plain http) is no secure
// context there, and e-signing, which asks the device's location, needs one. So the specs whose applicant signs
// in the page run on Debian's chromium, and the rest on the shell. CHROMIUM_PATH runs everything on one browser.
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM = '/usr/bin/chromium';

/** The browser for pages that need a secure context (the location), and the one for the rest. */
export function chromiumPaths() {
  const one = process.env.CHROMIUM_PATH;
  if (one) return { secure: one, plain: one };
  return { secure: CHROMIUM, plain: existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM };
}
