import { expect, type Page } from '@playwright/test';

const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';

/** Controls of the page (not of the chat widget) whose box the chat button's box overlaps, at the current scroll. */
async function controlsUnderChat(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const toggle = document.querySelector('.chat-toggle');
    if (!toggle) return ['(no chat button on the page)'];
    const t = toggle.getBoundingClientRect();
    const hits: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (el.closest('.chat-widget')) continue;
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (!r.width || !r.height || style.visibility === 'hidden' || style.display === 'none') continue;
      if (r.left < t.right && r.right > t.left && r.top < t.bottom && r.bottom > t.top) {
        hits.push(`${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    return hits;
  }, CONTROLS);
}

/**
 * No control of the page sits under the chat button, from the top of the page to its end (the page is
 * scrolled a window at a time).
 */
export async function expectNothingUnderChat(page: Page, context: string): Promise<void> {
  await expect(page.locator('.chat-toggle')).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = await page.evaluate(() => Math.max(200, window.innerHeight - 100));
  for (let y = 0; ; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    expect(await controlsUnderChat(page), `${context} at scroll ${y}`).toEqual([]);
    if (y >= height) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
