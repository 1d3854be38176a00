/**
 * First-route JS as a browser receives it: Chromium loads the register page from the running server and
 * the bench sums the encoded (on-the-wire) body sizes of the script responses in its network log.
 */
import { chromium } from '@playwright/test';

const KiB = 1024;

export interface FirstRouteJs {
  /** Scripts received by the time the page's form is painted and the load event has fired. */
  firstPaintBytes: number;
  firstPaintFiles: number;
  /** Everything fetched once the page is idle (chunks deferred until after first paint included). */
  idleBytes: number;
  idleFiles: number;
}

export async function firstRouteJs(port: number, path = '/account/heloc/register'): Promise<FirstRouteJs> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--host-resolver-rules=MAP *.example 127.0.0.1',
    ],
  });
  try {
    const page = await browser.newPage();
    const scripts: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(`http://heloc.hearth-lending.example:${port}${path}`, { waitUntil: 'load' });
    await page.locator('form').first().waitFor({ state: 'visible', timeout: 30_000 });
    const atPaint = await Promise.all(scripts.slice());
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    const atIdle = await Promise.all(scripts);
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    return { firstPaintBytes: sum(atPaint), firstPaintFiles: atPaint.length, idleBytes: sum(atIdle), idleFiles: atIdle.length };
  } finally {
    await browser.close();
  }
}

export const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
