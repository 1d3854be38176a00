import { readdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { serverPort } from './server';

/** Fails with the list of violations when the page breaks a WCAG 2.2 AA rule. */
export async function expectNoAxeViolations(page: Page, context?: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, context ?? page.url()).toEqual([]);
}

/** Axe at the desktop width the page has, then at a phone's (390 x 844), then back at a desktop width. */
export async function axeBothWidths(page: Page, context: string): Promise<void> {
  await expectNoAxeViolations(page, `${context} (desktop)`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, `${context} (phone)`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The org hosts, by org code, as the browser reaches them: every lender file's baseUrl host. */
export const ORG_HOSTS: Record<string, string> = Object.fromEntries(
  readdirSync('orgs').filter((f) => f.endsWith('.json')).sort().map((f) => {
    const org = JSON.parse(readFileSync(`orgs/${f}`, 'utf8')) as { orgCode: string; baseUrl: string };
    return [org.orgCode, new URL(org.baseUrl).host];
  }),
);

export const orgUrl = (code: string, path: string): string =>
  `http://${ORG_HOSTS[code]}:${serverPort()}${path}`;
