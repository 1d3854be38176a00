import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails with the list of violations when the page breaks a WCAG 2.2 AA rule. */
export async function expectNoAxeViolations(page: Page, context?: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, context ?? page.url()).toEqual([]);
}

/** The org hosts, by org code, as the browser reaches them. */
export const ORG_HOSTS: Record<string, string> = {
  HEARTH: 'heloc.hearth-lending.example',
  HEARTH_WHOLESALE: 'wholesale.hearth-lending.example',
  HEARTH_NY: 'ny.hearth-lending.example',
  EVERGREEN_CU: 'heloc.evergreenvalley-cu.example',
  HARBORSTONE_BANK: 'equity.harborstone-bank.example',
};

export const orgUrl = (code: string, path: string): string =>
  `http://${ORG_HOSTS[code]}:${process.env.E2E_PORT ?? 4317}${path}`;
