// @vitest-environment jsdom
import '../../helpers/whole-content';
import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setFetch } from '../../../src/api/client';
import type { PrivateLabel } from '../../../src/api/org';
import { buildContent } from '../../../src/engine/content';
import { OrgContext } from '../../../src/portal/org-context';
import { content } from '../../../src/portal/content';
import { SignerCancelledPage, SignerConditionsPage, SignerIntroPage, SignerLoginPage } from '../../../src/portal/pages/signer/signer-pages';
import { validatorModules } from '../../../src/generated/validators';
import { RendererContentContext } from '../../../src/renderer/content-context';

const org = { ...JSON.parse(readFileSync('orgs/HEARTH.json', 'utf8')), chat: { allowedLinkDomains: [] } } as PrivateLabel;
const { index } = buildContent({});
const loadValidator = (id: string) => (validatorModules[id] as () => Promise<Record<string, unknown>>)();
const APP = '33333333-3333-4333-8333-333333333333';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const asked: string[] = [];

function serve(status: string) {
  setFetch(async (input) => {
    const url = String(input);
    asked.push(url);
    if (url.endsWith('/heloc-signer/applications')) return json(200, [{ applicationUuid: APP, loanNumber: 'L-1', status, state: 'codeed' }]);
    // a cancelled signer has no access to the application any more
    return json(404, { statusCode: 404, status: 'Not Found', message: 'Application not found' });
  });
}

function show(path: string, withContent = false) {
  const base = '/account/heloc/heloc-signer';
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OrgContext.Provider value={org}>
        <RendererContentContext.Provider value={withContent ? { content, loadValidator } : { content: index, loadValidator: async () => ({}) }}>
          <MemoryRouter initialEntries={[`${base}/${path}`]}>
            <Routes>
              <Route path={`${base}/intro`} element={<SignerIntroPage />} />
              <Route path={`${base}/conditions`} element={<SignerConditionsPage />} />
              <Route path={`${base}/cancelled`} element={<SignerCancelledPage />} />
              <Route path={`${base}/login`} element={<SignerLoginPage />} />
            </Routes>
          </MemoryRouter>
        </RendererContentContext.Provider>
      </OrgContext.Provider>
    </QueryClientProvider>,
  );
}

beforeEach(() => { asked.length = 0; localStorage.setItem('jwt', 'header.payload.signature'); });
afterEach(() => { cleanup(); localStorage.clear(); });

describe('a signer whose only invitation was cancelled', () => {
  it('is told the invitation was cancelled on the intro page, not that there is nothing to sign', async () => {
    serve('CANCELLED');
    show('intro');
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation was cancelled' })).toBeTruthy();
  });

  it('is sent to the cancelled page from the other signer pages too, without asking for the application', async () => {
    serve('CANCELLED');
    show('conditions');
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation was cancelled' })).toBeTruthy();
    expect(asked.some((u) => u.includes('/conditions/external-applicants'))).toBe(false);
  });
});

describe('someone invited who already has a login', () => {
  it('logs in on the signer login page and the invitation is accepted for that login', async () => {
    const posted: { url: string; body: string }[] = [];
    setFetch(async (input, init) => {
      const url = String(input);
      if (init?.method === 'POST') posted.push({ url, body: String(init.body) });
      if (url.includes('/invitations/claim')) return json(200, { applicationUuid: APP });
      if (init?.method === 'POST') return json(200, { jwt: 'header.payload.signature' });
      if (url.endsWith('/heloc-signer/applications')) return json(200, [{ applicationUuid: APP, loanNumber: 'L-1', status: 'ACCEPTED', state: 'codeed' }]);
      return json(404, { statusCode: 404, status: 'Not Found', message: 'Not found' });
    });
    show('login?token=invitation-token-0123456789', true);
    fireEvent.change(await screen.findByLabelText(/^Email address/), { target: { value: 'erin@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'a good password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign as an additional signer' })).toBeTruthy();
    const claim = posted.find((p) => p.url.endsWith('/heloc-signer/invitations/claim'));
    expect(claim && JSON.parse(claim.body)).toEqual({ token: 'invitation-token-0123456789' });
  });
});

describe('where the deed signatures stand (co-deed status)', () => {
  function serveCoDeed(coDeed: unknown, status = 'ACCEPTED') {
    setFetch(async (input) => {
      const url = String(input);
      asked.push(url);
      if (url.endsWith('/heloc-signer/applications')) return json(200, [{ applicationUuid: APP, loanNumber: 'L-1', status, state: 'codeed' }]);
      if (url.endsWith('/service-application/api/v1/application/heloc/co-deed/status')) return json(200, coDeed);
      return json(404, { statusCode: 404, status: 'Not Found', message: 'Not found' });
    });
  }

  it('tells a signer how many signatures are still needed', async () => {
    serveCoDeed({ applications: [{ uuid: APP, role: 'signer', coDeedStatus: 'PENDING', signers: [{ status: 'SIGNED' }, { status: 'ACCEPTED' }, { status: 'INVITED' }, { status: 'CANCELLED' }] }] });
    show('intro');
    expect((await screen.findByTestId('co-deed-status')).textContent).toBe('Signatures still needed from additional signers: 2.');
  });

  it('tells a signer who has signed that every signature is in', async () => {
    serveCoDeed({ applications: [{ uuid: APP, role: 'signer', coDeedStatus: 'COMPLETE', signers: [{ status: 'SIGNED' }] }] }, 'SIGNED');
    show('intro');
    expect((await screen.findByTestId('co-deed-status')).textContent).toBe('Every additional signer has signed.');
  });

  it('says nothing of other applications', async () => {
    serveCoDeed({ applications: [{ uuid: '99999999-9999-4999-8999-999999999999', role: 'owner', coDeedStatus: 'PENDING', signers: [{ status: 'INVITED' }] }] });
    show('intro');
    await screen.findByRole('heading', { level: 1, name: 'Sign as an additional signer' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('co-deed-status')).toBeNull();
    expect(asked.some((u) => u.endsWith('/co-deed/status'))).toBe(true);
  });
});
