import { expect, type Locator, type Page } from '@playwright/test';

/** The document viewer's pages, once the first one is drawn. */
export async function documentPages(page: Page): Promise<Locator> {
  const pages = page.locator('canvas.pdf-viewer__page');
  await expect(pages.first()).toBeVisible({ timeout: 20_000 });
  return pages;
}

/**
 * Scrolls the documents to their end and ticks that they were read. A page still being drawn can grow
 * after the scroll and push the end out of view, so it scrolls again until the consent shows.
 */
export async function readToTheEnd(page: Page): Promise<void> {
  const pages = await documentPages(page);
  const consent = page.getByLabel(/I have read the documents/);
  await expect(async () => {
    await pages.last().scrollIntoViewIfNeeded();
    await expect(consent).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await consent.check();
}
