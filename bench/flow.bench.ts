/**
 * Applicant flow figures: compiling flows/applicant.flow.json to a robot3 machine, rendering a
 * screen with <SchemaForm> in jsdom (median over 100 renders), and the status poll under 50
 * concurrent connections.
 */
import { createRequire, register } from 'node:module';
import { createElement } from 'react';
import { benchApplicant } from './lib/applicant';

/** jsdom ships no type declarations; this is the part the bench uses. */
type JsdomCtor = new (html: string, opts: { url: string }) => { window: Window & typeof globalThis };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: JsdomCtor };
// the widgets import their stylesheets, which Node cannot load
register('./lib/ignore-css.mjs', import.meta.url);

type Load = (path: string, init?: { method?: 'GET' | 'POST' | 'PUT'; headers?: Record<string, string>; body?: string }) => Promise<{ rps: number; p99: number; errors: number }>;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

async function compileFigure(): Promise<number> {
  const { readContentFiles } = await import('../src/server/content/load');
  const { buildContent } = await import('../src/engine/content');
  const { compileFlow } = await import('../src/engine/flow-machine');
  const { guards } = await import('../src/product/guards');
  const { index } = buildContent(readContentFiles(process.cwd()).files);
  const flow = index.flows.applicant;
  if (!flow) throw new Error('no applicant flow');
  const times: number[] = [];
  for (let i = 0; i < 100; i++) {
    const t0 = performance.now();
    const compiled = compileFlow(flow, guards);
    compiled.next('profile', 'submitProfile', {});
    times.push(performance.now() - t0);
  }
  return median(times);
}

/** Renders start-profile into a jsdom document 100 times (validator already loaded, as after the first visit). */
async function renderFigure(): Promise<number> {
  const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', { url: 'http://localhost/' });
  const g = globalThis as Record<string, unknown>;
  for (const key of ['window', 'document', 'navigator', 'HTMLElement', 'Node', 'Element', 'Event', 'MutationObserver', 'getComputedStyle', 'requestAnimationFrame']) {
    if (!(key in g) || key === 'window' || key === 'document') {
      const value = (dom.window as unknown as Record<string, unknown>)[key];
      Object.defineProperty(g, key, { value: typeof value === 'function' && key === 'getComputedStyle' ? value.bind(dom.window) : value, configurable: true, writable: true });
    }
  }
  g.IS_REACT_ACT_ENVIRONMENT = false;
  const { createRoot } = await import('react-dom/client');
  const { flushSync } = await import('react-dom');
  const { SchemaForm } = await import('../src/renderer/schema-form');
  const { RendererContentContext } = await import('../src/renderer/content-context');
  const { validatorModules } = await import('../src/generated/validators');
  const { widgets, fields } = await import('../src/widgets');
  const { readContentFiles } = await import('../src/server/content/load');
  const { buildContent } = await import('../src/engine/content');
  const { index } = buildContent(readContentFiles(process.cwd()).files);
  const loadValidator = (id: string) => (validatorModules as Record<string, () => Promise<Record<string, unknown>>>)[id]!();
  const container = dom.window.document.getElementById('root') as HTMLElement;
  const tree = () => createElement(RendererContentContext.Provider, { value: { content: index, loadValidator, widgets, fields } as never },
    createElement(SchemaForm, { screen: 'start-profile', onSubmit: () => undefined, formData: {} }));

  // Warm-up: the first render loads the precompiled validator, which later renders reuse.
  const warm = createRoot(container);
  flushSync(() => warm.render(tree()));
  for (let i = 0; i < 200 && !container.querySelector('form'); i++) await new Promise((r) => setTimeout(r, 10));
  warm.unmount();

  const times: number[] = [];
  for (let i = 0; i < 100; i++) {
    const t0 = performance.now();
    const root = createRoot(container);
    flushSync(() => root.render(tree()));
    if (!container.querySelector('[data-screen="start-profile"] form')) throw new Error('the form did not render');
    times.push(performance.now() - t0);
    root.unmount();
  }
  return median(times);
}

export default async function flowBench({ port, load }: { port: number; load: Load }): Promise<void> {
  console.log(`applicant flow compile to robot3 (median of 100): ${(await compileFigure()).toFixed(2)} ms`);
  console.log(`start-profile render in jsdom (median of 100): ${(await renderFigure()).toFixed(2)} ms`);

  // the application GET itself is measured against its floor in app-read.bench.ts
  const { auth, applicationUuid } = await benchApplicant(port);
  const status = await load(`/service-krang-heloc/borrower/secure/api/v1/${applicationUuid}/status`, { headers: auth });
  console.log(`application status poll, 50 connections: ${status.rps} req/s, p99 ${status.p99} ms, ${status.errors} errors`);
}
