/**
 * First-route JS as a browser receives it: Chromium loads a page and the bench sums the encoded
 * (on-the-wire) body sizes of the scripts it fetched (the page's resource timing), up to the moment its
 * form was first painted live (taken in the page: the first frame after a form's fields were handled by the
 * page's script, rendered by it or, served by the server, hydrated), and once the page is idle.
 */
import { chromium, type Browser } from '@playwright/test';

const KiB = 1024;

export interface FirstRouteJs {
  /** Scripts received by the time the page's form was painted live. */
  firstPaintBytes: number;
  firstPaintFiles: number;
  /** Everything fetched once the page is idle (chunks deferred until after first paint included). */
  idleBytes: number;
  idleFiles: number;
}

/** Chromium as the bench drives it; `secureOrigins` are treated as the https sites they stand for (the location e-signing asks for). */
export const launchChromium = (secureOrigins: string[] = []): Promise<Browser> => chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run', '--host-resolver-rules=MAP *.example 127.0.0.1',
    ...(secureOrigins.length ? [`--unsafely-treat-insecure-origin-as-secure=${secureOrigins.join(',')}`] : []),
  ],
});

// Runs in the page before its own scripts: notes when the first form with a field is painted live, its fields
// handled by the page's script (React has attached to them: rendered them, or hydrated the server's).
const FORM_PAINT_PROBE = `(() => {
  const live = () => {
    const field = document.querySelector('form input, form select, form textarea');
    return field !== null && Object.keys(field).some((key) => key.startsWith('__reactFiber'));
  };
  const mark = () => requestAnimationFrame(() => setTimeout(() => { window.__formPaintedAt ??= performance.now(); }));
  const watch = () => (live() ? mark() : requestAnimationFrame(watch));
  requestAnimationFrame(watch);
})();`;

export async function firstRouteJs(url: string): Promise<FirstRouteJs> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.addInitScript(FORM_PAINT_PROBE);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as { __formPaintedAt?: number }).__formPaintedAt !== undefined, undefined, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    const { paintedAt, scripts } = await page.evaluate(() => ({
      paintedAt: (window as { __formPaintedAt?: number }).__formPaintedAt ?? 0,
      scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((r) => /\.m?js(\?|$)/.test(new URL(r.name).pathname))
        .map((r) => ({ end: r.responseEnd, bytes: r.encodedBodySize })),
    }));
    const atPaint = scripts.filter((s) => s.end <= paintedAt);
    const sum = (xs: { bytes: number }[]) => xs.reduce((a, b) => a + b.bytes, 0);
    return { firstPaintBytes: sum(atPaint), firstPaintFiles: atPaint.length, idleBytes: sum(scripts), idleFiles: scripts.length };
  } finally {
    await browser.close();
  }
}

export const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
