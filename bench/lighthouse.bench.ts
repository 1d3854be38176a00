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

/** Runs per page; the median run's score is the figure. */
const RUNS = 3;

export default async function lighthouseBench({ port }: { port: number }): Promise<void> {
  const origin = `http://heloc.hearth-lending.example:${port}`;
  const { jwt, uuid } = await offerApplicant(port);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP *.example 127.0.0.1'],
  });
  try {
    const once = async (url: string, keepSession: boolean) => {
      const result = await lighthouse(url, {
        port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'],
        // Lighthouse clears the origin's storage first; the offer page needs the session set below.
        disableStorageReset: keepSession,
      });
      const lhr = result?.lhr;
      return {
        score: Math.round((lhr?.categories.performance?.score ?? 0) * 100),
        cls: Number(lhr?.audits['cumulative-layout-shift']?.numericValue ?? NaN),
        fcp: Number(lhr?.audits['first-contentful-paint']?.numericValue ?? NaN),
        lcp: Number(lhr?.audits['largest-contentful-paint']?.numericValue ?? NaN),
      };
    };
    // Lighthouse's own advice on its variability: run it several times and take the median run.
    const audit = async (name: string, url: string, keepSession: boolean) => {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await once(url, keepSession));
      const sorted = [...runs].sort((a, b) => a.score - b.score);
      const median = sorted[Math.floor(RUNS / 2)] as (typeof runs)[number];
      const worstCls = Math.max(...runs.map((r) => r.cls));
      report(`Lighthouse mobile performance, ${name}, median of ${RUNS}`, `${median.score}`, '>= 90', median.score >= 90,
        `FCP ${(median.fcp / 1000).toFixed(1)} s, LCP ${(median.lcp / 1000).toFixed(1)} s; scores ${runs.map((r) => r.score).join(', ')}`);
      report(`Lighthouse largest contentful paint (simulated), ${name}, median run`, `${(median.lcp / 1000).toFixed(2)} s`, '<= 2.5 s', median.lcp <= 2500,
        `each run ${runs.map((r) => `${(r.lcp / 1000).toFixed(2)} s`).join(', ')}`);
      report(`Lighthouse cumulative layout shift, ${name}, worst of ${RUNS}`, worstCls.toFixed(3), '< 0.1', worstCls < 0.1);
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
