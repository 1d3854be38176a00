import '../../helpers/whole-content';
import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { setFetch } from '../../../src/api/client';
import type { ApplicationRecord } from '../../../src/api/application';
import type { PrivateLabel } from '../../../src/api/org';
import { validatorModules } from '../../../src/generated/validators';
import type { OrgFile } from '../../../src/engine/types';
import { publicOrg } from '../../../src/contracts/org';
import { content } from '../../../src/portal/content';
import { OrgContext } from '../../../src/portal/org-context';
import StepPage from '../../../src/portal/pages/application/step-page';
import { RendererContentContext } from '../../../src/renderer/content-context';
import { fields, widgets } from '../../../src/widgets';

export const APP = '44444444-4444-4444-8444-444444444444';
/** An org as the server serves it to the page (src/server/core/public-org.ts). */
export const servedOrg = (code: string): PrivateLabel => publicOrg(JSON.parse(readFileSync(`orgs/${code}.json`, 'utf8')) as OrgFile) as unknown as PrivateLabel;
export const org = servedOrg('HEARTH');
const loadValidator = (id: string) => (validatorModules[id] as () => Promise<Record<string, unknown>>)();

export const record = (state: string, status: string, extra: Partial<ApplicationRecord> = {}): ApplicationRecord => ({
  uuid: APP, loanNumber: 'L-100', orgCode: 'HEARTH', state, status, helocSigners: [],
  auditFields: { createdDate: '2026-01-01T00:00:00.000Z', updatedDate: '2026-01-01T00:00:00.000Z' }, amount: 50_000, rate: 8.45, term: 30, monthlyPayment: 380, ...extra,
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface Call { method: string; url: string; body?: unknown }

/**
 * A fake server for the step page: the application (as `app.current`, which a screen write or a test
 * may change), the status endpoint answering from it, and further answers by URL part.
 */
export function serve(start: ApplicationRecord, more: (call: Call) => { status: number; body: unknown } | undefined = () => undefined) {
  const app = { current: start };
  const calls: Call[] = [];
  setFetch(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const call: Call = { method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    const answer = more(call);
    if (answer) return json(answer.status, answer.body);
    if (url.includes('/identity/')) return json(200, { uuid: 'applicant-identity', profileType: 'BORROWER', email: 'avery@example.com' });
    if (url.endsWith(`/status`)) return json(200, { uuid: APP, state: app.current.state, status: app.current.status, uwDecision: null, uwSubDecision: null });
    if (url.endsWith(`/heloc/${APP}`) && method === 'GET') return json(200, app.current);
    return json(404, { statusCode: 404, status: 'Not Found', message: `no answer for ${method} ${url}` });
  });
  return { app, calls };
}

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
}

/** The step page at /account/heloc/{uuid}/{route}, as the router shows it. */
export function showStep(route: string) {
  localStorage.setItem('jwt', 'header.payload.signature');
  // the browser's own history, as in the app: the step page compares it with the route it shows
  window.history.replaceState(null, '', `/account/heloc/${APP}/${route}`);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OrgContext.Provider value={org}>
        <RendererContentContext.Provider value={{ content, loadValidator, widgets, fields }}>
          <BrowserRouter>
            <Suspense fallback={<p>loading page</p>}>
              <Routes>
                <Route path="/account/heloc/:uuid/*" element={<StepPage />} />
              </Routes>
            </Suspense>
            <Where />
          </BrowserRouter>
        </RendererContentContext.Provider>
      </OrgContext.Provider>
    </QueryClientProvider>,
  );
}

export const stepPath = (route: string) => `/account/heloc/${APP}/${route}`;

/** Uploads answered by the document store: each one recorded with its document type, answered 201 with a new uuid. */
export function fakeUploads(opts: { hold?: boolean } = {}) {
  const sent: { url: string; file: File | null }[] = [];
  /** With hold, each upload waits for the test: its progress to report, then finish. */
  const held: { url: string; file: File; progress: (fraction: number) => void; finish: () => void }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    private url = '';
    open(_method: string, url: string) { this.url = url; }
    setRequestHeader() { /* the token header is not looked at here */ }
    send(form: FormData) {
      const file = form.get('file') as File;
      sent.push({ url: this.url, file });
      const n = sent.length;
      const finish = () => {
        this.status = 201;
        this.responseText = JSON.stringify({
          uuid: `00000000-0000-4000-8000-00000000000${n}`, type: new URL(this.url, 'http://x').searchParams.get('documentType'),
          filename: file.name, contentType: file.type || 'application/pdf', sizeBytes: 10, sha256: 'f'.repeat(64), created: '2026-11-23T10:00:00Z',
        });
        this.onload?.();
      };
      if (!opts.hold) return void setTimeout(finish, 0);
      held.push({ url: this.url, file, progress: (f) => this.upload.onprogress?.({ lengthComputable: true, loaded: f * 100, total: 100 }), finish });
    }
  }
  const original = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return { sent, held, restore: () => { globalThis.XMLHttpRequest = original; } };
}

export const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
