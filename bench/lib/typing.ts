/**
 * Keystroke-to-paint on a form, at a CPU throttle: for each key typed into the form's first text field,
 * the time from the keydown (taken in the page, before any handler) to the end of the first frame after
 * it (a task queued from that frame's animation callback runs once the frame is painted).
 */
import type { Browser, Page } from '@playwright/test';

export interface TypingResult {
  p50: number; p95: number; keys: number;
  /** Event Timing (what INP is built on): per key, its longest event's duration, keydown to the next paint, in Chromium's 8 ms steps; keys under 16 ms are not reported and count as 0. */
  interactions: { p95: number; over16: number };
  /** Each round's own p95 (interleavedTyping), in round order. */
  roundP95s: number[];
}

/** One page's keys from one round: keydown-to-paint per key, and Event Timing per key (0 when under 16 ms). */
interface Typed { times: number[]; perKey: number[] }

const KEY_PROBE = `(() => {
  window.__keyToPaint = [];
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) window.__interactions.set(e.interactionId, Math.max(window.__interactions.get(e.interactionId) ?? 0, e.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener('keydown', () => {
    const t0 = performance.now();
    requestAnimationFrame(() => setTimeout(() => window.__keyToPaint.push(performance.now() - t0)));
  }, true);
})();`;

/** What KEY_PROBE keeps on the page's window. */
type Probed = { __keyToPaint: number[]; __interactions: Map<number, number> };

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};

/** Types `text` into the first visible text field of the page at `url` with the CPU slowed `throttle` times. */
async function typeInto(
  browser: Browser, url: string,
  opts: { text?: string; throttle?: number; prepare?: (page: Page) => Promise<void> } = {},
): Promise<Typed> {
  const page = await browser.newPage();
  try {
    await opts.prepare?.(page);
    await page.addInitScript(KEY_PROBE);
    await page.goto(url, { waitUntil: 'load' });
    const field = page.locator('form input[type="text"]:visible').first();
    await field.waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForTimeout(500);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.throttle ?? 4 });
    await field.click();
    // Warm-up keys (first renders, lazy work) are typed and then not counted.
    await page.keyboard.type('ab', { delay: 150 });
    await page.evaluate(() => {
      const probed = window as unknown as Probed;
      probed.__keyToPaint.length = 0;
      probed.__interactions.clear();
    });
    // 75 keys: the p95 is then the 72nd, not the second-slowest of a few dozen, so one stray key moves it less.
    const text = opts.text ?? 'Argentinean and Colombian origin, then Dominican, Nicaraguan and Salvadoran';
    for (const ch of text) await page.keyboard.type(ch, { delay: 0 }).then(() => page.waitForTimeout(120));
    await page.waitForTimeout(300);
    const { times, slow } = await page.evaluate(() => {
      const probed = window as unknown as Probed;
      return { times: probed.__keyToPaint, slow: [...probed.__interactions.values()] };
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { times, perKey: [...slow, ...Array<number>(Math.max(0, text.length - slow.length)).fill(0)] };
  } finally {
    await page.close();
  }
}

/** A page to type into: its name in the results, its address, and what to do before it loads. */
export interface TypingPage<Name extends string = string> { name: Name; url: string; prepare?: (page: Page) => Promise<void> }

/**
 * Types into every page in turn, `rounds` times over (the same order each round), and pools each page's
 * keys: pages compared in one run then share the machine's changing state, and one round's stray keys move
 * the pooled p95 less (75 keys a round: the p95 of three rounds is the 214th of 225).
 */
export async function interleavedTyping<Name extends string>(browser: Browser, pages: TypingPage<Name>[], rounds: number): Promise<Record<Name, TypingResult>> {
  const typed = new Map<Name, Typed[]>(pages.map((p) => [p.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const page of pages) typed.get(page.name)?.push(await typeInto(browser, page.url, { prepare: page.prepare }));
  }
  const results = {} as Record<Name, TypingResult>;
  for (const [name, all] of typed) {
    const times = all.flatMap((t) => t.times);
    const perKey = all.flatMap((t) => t.perKey);
    results[name] = {
      p50: quantile(times, 0.5), p95: quantile(times, 0.95), keys: times.length,
      interactions: { p95: quantile(perKey, 0.95), over16: perKey.filter((d) => d > 16).length },
      roundP95s: all.map((t) => quantile(t.times, 0.95)),
    };
  }
  return results;
}
