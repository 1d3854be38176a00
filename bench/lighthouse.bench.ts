/**
 * Lighthouse (mobile: its default phone, network and CPU throttling, simulated) on the register page, the
 * sign-in page and the offer page of a signed-in applicant: performance score and cumulative layout shift.
 * Chromium is Debian's (/usr/bin/chromium) through chrome-launcher; everything it loads is on this machine.
 */
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { offerApplicant } from './lib/applicant';
import { report } from './lib/report';

export default async function lighthouseBench({ port }: { port: number }): Promise<void> {
  const origin = `http://heloc.hearth-lending.example:${port}`;
  const { jwt, uuid } = await offerApplicant(port);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP *.example 127.0.0.1'],
  });
  try {
    const audit = async (name: string, url: string, keepSession: boolean) => {
      const result = await lighthouse(url, {
        port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'],
        // Lighthouse clears the origin's storage first; the offer page needs the session set below.
        disableStorageReset: keepSession,
      });
      const lhr = result?.lhr;
      const score = Math.round((lhr?.categories.performance?.score ?? 0) * 100);
      const cls = Number(lhr?.audits['cumulative-layout-shift']?.numericValue ?? NaN);
      const fcp = Number(lhr?.audits['first-contentful-paint']?.numericValue ?? NaN);
      const lcp = Number(lhr?.audits['largest-contentful-paint']?.numericValue ?? NaN);
      report(`Lighthouse mobile performance, ${name}`, `${score}`, '>= 90', score >= 90, `FCP ${(fcp / 1000).toFixed(1)} s, LCP ${(lcp / 1000).toFixed(1)} s`);
      report(`Lighthouse cumulative layout shift, ${name}`, cls.toFixed(3), '< 0.1', cls < 0.1);
    };
    // Anonymous pages first, as a visitor sees them.
    await audit('/register', `${origin}/account/heloc/register`, false);
    await audit('/login', `${origin}/account/heloc/login`, false);
    // Then the applicant's session, where the portal keeps it for this origin, and the offer page.
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await (cdp.contexts()[0] ?? (await cdp.newContext())).newPage();
    await page.goto(`${origin}/account/heloc/login`);
    await page.evaluate((token) => localStorage.setItem('jwt', token), jwt);
    await page.close();
    await cdp.close();
    await audit('offer page', `${origin}/account/heloc/${uuid}/product/select`, true);
  } finally {
    chrome.kill();
  }
}
