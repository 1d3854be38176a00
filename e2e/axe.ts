import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { serverPort } from './server';

/** axe-core's script, run only in a document that has none yet (a page checked again does not load it again). */
const AXE_SOURCE = `if (!window.axe) {\n${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}\n}`;

/**
 * axe on the page, run in the page itself (legacy mode: the portal's pages have no frames, so there is no
 * cross-origin frame that only the default mode's run in a blank page would reach), reporting violations in full
 * and the other result types in brief. About a third of the default's time per check.
 */
const axeOn = (page: Page): AxeBuilder =>
  new AxeBuilder({ page, axeSource: AXE_SOURCE }).setLegacyMode(true).options({ resultTypes: ['violations'] });

/** Fails with the list of violations when the page breaks a WCAG 2.2 AA rule (`soft`: the test goes on and fails at its end). */
export async function expectNoAxeViolations(page: Page, context?: string, opts: { soft?: boolean } = {}): Promise<void> {
  const summary = await violations(axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']));
  (opts.soft ? expect.soft : expect)(summary, context ?? page.url()).toEqual([]);
}

/** Each broken rule with the elements that break it, one line each. */
async function violations(axe: AxeBuilder): Promise<string[]> {
  return (await axe.analyze()).violations.map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The WCAG rules whose answer changes from one lender file to another on a page of the application: what the file
 * gives such a page is its colours (text and link contrast, links told apart from text), its images and their
 * alternative text (the logo, the footer image), the words its copy puts in buttons, links and labels, and the
 * language. The frame the file shapes (header, loan officer, footer links) is scanned in full for every lender in
 * e2e/shell.spec.ts and e2e/smoke.spec.ts; inside it, everything else a rule looks at (headings, landmarks, roles,
 * ARIA, focus order, target sizes, form structure) is the same page for every lender. So a step's page scanned in
 * full for one lender is scanned for the others with these rules only: the same answer for a fraction of the work
 * (a full scan of every step for every lender at two widths was most of the browser tests' time).
 */
export const ORG_RULES = [
  'color-contrast', 'link-in-text-block',
  'image-alt', 'svg-img-alt', 'role-img-alt',
  'button-name', 'link-name', 'label', 'select-name', 'aria-input-field-name',
  'html-has-lang', 'html-lang-valid', 'valid-lang',
];

/** The lender-dependent rules (ORG_RULES) on a page whose whole scan another lender already passed. */
export async function expectOrgRulesPass(page: Page, context: string): Promise<void> {
  expect(await violations(axeOn(page).withRules(ORG_RULES)), context).toEqual([]);
}

/** The lender-dependent rules at the desktop width the page has, then at a phone's, then back at a desktop width. */
export async function orgRulesBothWidths(page: Page, context: string): Promise<void> {
  await expectOrgRulesPass(page, `${context} (desktop)`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectOrgRulesPass(page, `${context} (phone)`);
  await page.setViewportSize({ width: 1280, height: 900 });
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
