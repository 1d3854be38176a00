/**
 * Where a step of a journey in the browser spends its time: from the action that starts it (a click, a page
 * load) to what shows the next step, split into the server's time (while any request to the API awaits its
 * answer: the union of those spans, so requests in parallel count once), the client's (the page's main-thread
 * tasks, by Chromium's TaskDuration) and the waits (the rest: chunks and assets on the way, timers, polling,
 * the loader's linger).
 */
import type { CDPSession, Page } from '@playwright/test';

export interface StepTime { name: string; wallMs: number; serverMs: number; clientMs: number; waitMs: number; requests: number }

const API = /^\/(service-|identity|ft\/|sandbox|healthz)/;

/** The length of the union of [start, end] spans. */
function unionMs(spans: [number, number][]): number {
  let total = 0;
  let until = -Infinity;
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    if (end <= until) continue;
    total += end - Math.max(start, until);
    until = end;
  }
  return total;
}

export class StepTimer {
  readonly steps: StepTime[] = [];
  private spans: [number, number][] = [];
  private cdp: CDPSession | undefined;

  constructor(private readonly page: Page) {
    page.on('requestfinished', (request) => {
      if (!API.test(new URL(request.url()).pathname)) return;
      const t = request.timing();
      if (t.requestStart < 0 || t.responseEnd < 0) return;
      this.spans.push([t.startTime + t.requestStart, t.startTime + t.responseEnd]);
    });
  }

  private async taskSeconds(): Promise<number> {
    this.cdp ??= await this.page.context().newCDPSession(this.page);
    await this.cdp.send('Performance.enable');
    const { metrics } = await this.cdp.send('Performance.getMetrics');
    return metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
  }

  /** Times `action` and then `arrived` (what shows the step is done) as one step called `name`. */
  async step(name: string, action: () => Promise<unknown>, arrived: () => Promise<unknown>): Promise<void> {
    const task0 = await this.taskSeconds();
    const t0 = Date.now();
    this.spans = [];
    await action();
    await arrived();
    const t1 = Date.now();
    // (a page load starts the document's count afresh)
    const task1 = await this.taskSeconds();
    const clientMs = Math.max(0, (task1 >= task0 ? task1 - task0 : task1) * 1000);
    const spans = this.spans.map(([s, e]): [number, number] => [Math.max(s, t0), Math.min(e, t1)]).filter(([s, e]) => e > s);
    const serverMs = unionMs(spans);
    const wallMs = t1 - t0;
    this.steps.push({ name, wallMs, serverMs, clientMs, waitMs: Math.max(0, wallMs - serverMs - clientMs), requests: this.spans.length });
  }

  /** The steps, one a line, and their sums. */
  lines(): string[] {
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const sum = (k: keyof Omit<StepTime, 'name'>) => this.steps.reduce((a, b) => a + b[k], 0);
    return [
      ...this.steps.map((t) => `        ${t.name.padEnd(42)} ${s(t.wallMs).padStart(8)}: server ${s(t.serverMs)}, client ${s(t.clientMs)}, waits ${s(t.waitMs)} (${t.requests} API requests)`),
      `        ${'all'.padEnd(42)} ${s(sum('wallMs')).padStart(8)}: server ${s(sum('serverMs'))}, client ${s(sum('clientMs'))}, waits ${s(sum('waitMs'))}`,
    ];
  }
}
