/**
 * The portal in a browser against plain rjsf rendering the same schema files (bench/plain-rjsf, served
 * by a bare Fastify on port + 5 with the same precompressed encodings): keystroke-to-paint on the HMDA screen
 * at 4x CPU throttle, with a bare text field as the machine's floor (first-route JS: browser-first-route.bench.ts).
 */
import { launchChromium } from './lib/first-route';
import { hmdaApplicant } from './lib/applicant';
import { servePlainRjsf } from './lib/plain-rjsf';
import { report } from './lib/report';
import { interleavedTyping, type TypingResult } from './lib/typing';

const ROUNDS = 3;
const ms = (r: TypingResult) => `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (${r.keys} keys; each round's p95 ${r.roundP95s.map((p) => p.toFixed(1)).join(', ')}; Event Timing p95 ${r.interactions.p95} ms, ${r.interactions.over16} over 16 ms)`;
const ratios = (a: TypingResult, b: TypingResult) => a.roundP95s.map((p, i) => (p / (b.roundP95s[i] ?? NaN)).toFixed(2)).join(', ');

export default async function browserBench({ port }: { port: number }): Promise<void> {
  const plain = await servePlainRjsf(port + 5);
  try {
    const origin = `http://heloc.hearth-lending.example:${port}`;
    const { jwt, uuid } = await hmdaApplicant(port);
    const browser = await launchChromium();
    try {
      // Three rounds, each typing into every page in turn: the pages share the machine's changing state.
      const { portal, rjsf, rjsfWithoutScript, floor } = await interleavedTyping(browser, [
        { name: 'portal', url: `${origin}/account/heloc/${uuid}/start/hmda`, prepare: async (page) => { await page.addInitScript((token) => localStorage.setItem('jwt', token), jwt); } },
        { name: 'rjsf', url: plain.url('start-hmda') },
        { name: 'rjsfWithoutScript', url: await plain.withoutScript(browser, 'start-hmda') },
        { name: 'floor', url: plain.floorUrl },
      ], ROUNDS);
      console.log(`      keystroke-to-paint on HMDA at 4x CPU throttle, ${ROUNDS} interleaved rounds: portal ${ms(portal)}; plain rjsf ${ms(rjsf)}; `
        + `plain rjsf's page as drawn, without its script (the browser's own cost of the same form) ${ms(rjsfWithoutScript)}; bare text field (floor) ${ms(floor)}`);
      // Against the browser's own cost of typing into the same form (no script at all), measured in the same rounds.
      report('keystroke-to-paint p95 against the same form without script, same run', `${(portal.p95 / rjsfWithoutScript.p95).toFixed(2)}x`, '<= 1.15x',
        portal.p95 <= 1.15 * rjsfWithoutScript.p95, `each round ${ratios(portal, rjsfWithoutScript)}; plain rjsf against it ${(rjsf.p95 / rjsfWithoutScript.p95).toFixed(2)}x`);
      const over = (r: TypingResult) => r.interactions.over16;
      report('keys over 16 ms by Event Timing against plain rjsf, same run', `${over(portal)} against ${over(rjsf)} (${(over(portal) / Math.max(1, over(rjsf))).toFixed(2)}x)`, '<= 0.5x',
        over(portal) <= 0.5 * over(rjsf), `the same form without script ${over(rjsfWithoutScript)}`);
    } finally {
      await browser.close();
    }
  } finally {
    await plain.stop();
  }
}
