// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrivateLabel } from '../../src/api/org';
import { validatorModules } from '../../src/generated/validators';
import { content } from '../../src/portal/content';
import { OrgContext } from '../../src/portal/org-context';
import ComingSoon from '../../src/portal/pages/not-accepting/coming-soon';
import { NotAccepting } from '../../src/portal/pages/not-accepting/not-accepting';
import RegisterSupport from '../../src/portal/pages/register/support';
import { RendererContentContext } from '../../src/renderer/content-context';
import { formatProblems } from '../helpers/format-problems';
import { record, serve, servedOrg, showStep } from './application/step-harness';

// the PDF reader is not what is read here (and needs a canvas)
vi.mock('../../src/widgets/pdf/pdf-viewer', () => ({ default: () => <p>document pages</p> }));

afterEach(() => { cleanup(); localStorage.clear(); });

const loadValidator = (id: string) => (validatorModules[id] as () => Promise<Record<string, unknown>>)();

function show(org: PrivateLabel, page: ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OrgContext.Provider value={org}>
        <RendererContentContext.Provider value={{ content, loadValidator }}>
          <MemoryRouter>{page}</MemoryRouter>
        </RendererContentContext.Provider>
      </OrgContext.Provider>
    </QueryClientProvider>,
  );
}

const ORGS = ['HEARTH', 'HEARTH_NY', 'HEARTH_WHOLESALE', 'EVERGREEN_CU', 'HARBORSTONE_BANK'];

describe('the scan itself', () => {
  it('finds every kind of format the spec does not use, and passes the spec formats', () => {
    expect(formatProblems('Call 5095550187 or +15095550187 or 509-555-0187 or 509.555.0187')).toHaveLength(4);
    expect(formatProblems('On November 5, 2026, Nov 5 2026, 11/5/2026, 2026-11-05 and 11/5/26')).toHaveLength(5);
    expect(formatProblems('Call (509) 555-0187 by 11/05/2026 10:30 AM; NMLS 1717824; loan HE202666604004')).toEqual([]);
  });
});

describe('pages show phones and dates in the spec formats', () => {
  for (const code of ORGS) {
    it(`${code}: not accepting, coming soon and registration support`, async () => {
      const org = servedOrg(code);
      show(org, <><NotAccepting reason="wholesale" /><ComingSoon /><RegisterSupport /></>);
      const text = document.body.textContent ?? '';
      expect(formatProblems(text)).toEqual([]);
      expect(text).toContain(org.orgMetaData.companyInfo.phoneFormatted);
      expect(org.orgMetaData.companyInfo.phoneFormatted).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
    });
  }

  it('the complete page: the end of the right to cancel and the funding date', async () => {
    const closing = { state: 'waitFund', signedOn: '2026-11-02', rescissionEndsOn: '2026-11-05', fundingOn: '2026-11-06', insuranceRequired: [], insuranceUploaded: [], pendingSigners: 0 };
    serve(record('waitFund', 'WAITING_FOR_FUNDING'), (call) => (call.url.endsWith('/funding') ? { status: 200, body: closing } : undefined));
    showStep('complete');
    expect(await screen.findByText('Your funds will be sent on 11/06/2026.', undefined, { timeout: 5000 })).toBeTruthy();
    expect(formatProblems(document.body.textContent ?? '')).toEqual([]);
  });

  it('the signing confirmation: who signed and when', async () => {
    const document_ = { uuid: '55555555-5555-4555-8555-555555555555', type: 'HELOC_DISCLOSURES', filename: 'disclosures.pdf', contentType: 'application/pdf', sizeBytes: 10, sha256: 'a'.repeat(64), created: '2026-11-02T17:00:00.000Z' };
    const signature = { uuid: '66666666-6666-4666-8666-666666666666', mine: true, documentUuid: document_.uuid, signerName: 'Avery Prime', role: 'APPLICANT', documentSha256: 'a'.repeat(64), signedSha256: 'b'.repeat(64), ip: '127.0.0.1', signedAt: '2026-11-02T18:30:00.000Z' };
    serve(record('sign', 'SIGN_DOCUMENTS'), (call) => (call.url.endsWith('/disclosures') ? { status: 200, body: { document: document_, signatures: [signature], signers: [] } } : undefined));
    showStep('signing/sign');
    const signed = await screen.findByText(/^Signed by Avery Prime on /, undefined, { timeout: 5000 });
    // with the zone's name, as the reader's clock shows it (UTC here)
    expect(signed.textContent).toMatch(/^Signed by Avery Prime on \d{2}\/\d{2}\/2026 \d{1,2}:\d{2} [AP]M [A-Z]{2,5}([+-]\d+)?\.$/);
    expect(formatProblems(document.body.textContent ?? '')).toEqual([]);
  });

  it('the notary appointment booked', async () => {
    serve(record('insurance', 'INSURANCE', { requestedManualNotaryTime: '2026-11-30T18:00:00.000Z' }));
    showStep('notary/reserve-manual');
    expect(await screen.findByText(/Monday, 11\/30\/2026 10:00 AM/, undefined, { timeout: 5000 })).toBeTruthy();
    expect(formatProblems(document.body.textContent ?? '')).toEqual([]);
  });
});
