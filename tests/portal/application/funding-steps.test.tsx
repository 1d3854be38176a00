// @vitest-environment jsdom
import '../../helpers/whole-content';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { APP, fakeUploads, pdf, record, serve, showStep, stepPath } from './step-harness';

afterEach(() => { cleanup(); localStorage.clear(); });

const where = () => screen.getByTestId('where').textContent;
const sidebar = () => screen.getByRole('complementary', { name: 'Your progress' });

describe('the funding steps in the one step framework', () => {
  it('shows the bank step with the progress sidebar and the offer summary beside it', async () => {
    serve(record('ach', 'BANK_ACCOUNT'));
    showStep('bank/disburse');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Where should we send your funds?' });
    // arriving at a step: its heading has the focus (announced) and names the document with the lender
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe('Where should we send your funds? | Hearth');
    expect(within(sidebar()).getByText('Set Up Your Bank Account').getAttribute('aria-current')).toBe('step');
    expect(within(sidebar()).getByTestId('offer-summary').textContent).toContain('8.45%');
  });

  it('sends a reader who opens a step ahead to where the application is', async () => {
    serve(record('ach', 'BANK_ACCOUNT'));
    showStep('identity');
    expect(await screen.findByRole('button', { name: 'Enter your account details by hand instead' })).toBeTruthy();
    expect(where()).toBe(stepPath('bank/disburse'));
  });

  it('shows a step the application has passed (the browser\'s Back) as done, with the way on', async () => {
    serve(record('docVerify', 'IDENTITY_VERIFICATION'));
    showStep('bank/disburse');
    expect(await screen.findByRole('heading', { level: 1, name: 'A step you have completed' })).toBeTruthy();
    expect(where()).toBe(stepPath('bank/disburse'));
    expect(screen.getByRole('link', { name: 'Continue where you left off' }).getAttribute('href')).toBe(stepPath('identity'));
  });

  it('shows a passed bank step with the accounts it holds', async () => {
    serve(record('docVerify', 'IDENTITY_VERIFICATION', { disburseAccount: { uuid: 'd1', mask: '6781' }, autopayAccount: { uuid: 'd1', mask: '6781' }, payType: 'AUTOPAY' }));
    showStep('bank/disburse');
    const answers = await screen.findByTestId('past-answers');
    expect(answers.textContent).toContain('Your funds go to your account ending 6781.');
    expect(answers.textContent).toContain('Your monthly payments are paid from your account ending 6781.');
  });

  it('shows the identity step, once passed, with the document used; with conditions raised before it, the lender\'s request first', async () => {
    serve(record('sign', 'NOTE_SIGNING', { identityDocumentType: 'PASSPORT_FRONT' }));
    showStep('identity');
    expect((await screen.findByTestId('past-answers')).textContent).toBe('You verified your identity with your US Passport.');
    cleanup();
    // a condition raised at the identity step: the identity step is not done, the lender's request comes first
    serve(record('documents', 'CONDITIONS'));
    showStep('identity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your lender needs something from you first' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See what your lender needs' }).getAttribute('href')).toBe(stepPath('conditions'));
    expect(screen.queryByText(/You have completed this step/)).toBeNull();
    cleanup();
    // raised after it: what was done, and the way to the request
    serve(record('documents', 'CONDITIONS', { identityDocumentType: 'DRIVERS_LICENSE_FRONT' }));
    showStep('identity');
    expect((await screen.findByTestId('past-answers')).textContent).toBe("You verified your identity with your US Driver's License.");
    expect(screen.getByRole('link', { name: 'See what your lender needs' }).getAttribute('href')).toBe(stepPath('conditions'));
  });

  it('shows a declined or cancelled application without progress steps or an offer it no longer holds', async () => {
    serve(record('declined', 'DECLINED'));
    showStep('error/decline');
    expect(await screen.findByRole('heading', { level: 1, name: 'We cannot approve your application' })).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Your progress' })).toBeNull();
    expect(screen.queryByTestId('progress-line')).toBeNull();
  });

  it('enters the account by hand from a button: the bank-disburse screen is written and the flow leads to the hand-entry form', async () => {
    const { app, calls } = serve(record('ach', 'BANK_ACCOUNT'), (call) => {
      if (call.method !== 'PUT') return undefined;
      return { status: 200, body: record('manualAutopay', 'MANUAL_DISBURSEMENT') };
    });
    showStep('bank/disburse');
    const button = await screen.findByRole('button', { name: 'Enter your account details by hand instead' });
    app.current = record('manualAutopay', 'MANUAL_DISBURSEMENT');
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your bank account' })).toBeTruthy();
    expect(where()).toBe(stepPath('bank/manual-disburse'));
    const write = calls.find((c) => c.method === 'PUT');
    expect(write?.url).toMatch(/\/application\/heloc\/[0-9a-f-]+\/screens\/bank-disburse$/);
    expect(write?.body).toEqual({ method: 'MANUAL' });
    // the write answered the application: it is not read again before the status is polled
    const afterWrite = calls.slice(calls.findIndex((c) => c.method === 'PUT') + 1);
    expect(afterWrite.filter((c) => c.method === 'GET' && c.url.endsWith(`/heloc/${APP}`))).toEqual([]);
    expect(sidebar()).toBeTruthy();
  });

  it('opens the income review with the link type a link chose', async () => {
    serve(record('incomeReview', 'INCOME_VERIFICATION'));
    showStep('income/link/bank-transactions');
    // the provider window opens on the kind the link chose: the banks to sign in to
    expect(await screen.findByText('Choose your bank')).toBeTruthy();
    expect(where()).toBe(`${stepPath('income/review')}?linkType=bank-transactions`);
  });

  it('uploads each paystub as it is picked and names them all in one screen write once there are as many as asked', async () => {
    const uploads = fakeUploads();
    try {
      const { calls } = serve(record('manualPaystubUpload', 'MANUAL_PAYSTUB_UPLOAD', { paystubsRequired: 2 }), (call) =>
        call.method === 'PUT' ? { status: 409, body: { statusCode: 409, status: 'Not at this step.', message: 'Not at this step.' } } : undefined);
      showStep('income/upload/paystub');
      expect(await screen.findByText(/upload two recent paystubs/i)).toBeTruthy();
      fireEvent.change(screen.getByLabelText('Paystub file'), { target: { files: [pdf('march.pdf')] } });
      await screen.findByText(/march\.pdf/);
      expect(calls.some((c) => c.method === 'PUT')).toBe(false);
      fireEvent.change(screen.getByLabelText('Paystub file'), { target: { files: [pdf('april.pdf')] } });
      await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
      expect(uploads.sent.map((s) => new URL(s.url, 'http://x').searchParams.get('documentType'))).toEqual(['USER_UPLOADED_PAYSTUB', 'USER_UPLOADED_PAYSTUB']);
      const write = calls.find((c) => c.method === 'PUT');
      expect(write?.url).toMatch(/\/screens\/income-paystubs$/);
      expect(write?.body).toEqual({ documentUuids: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'] });
      // a refused write is said above the upload, the files already sent stay listed, and Continue tries again
      expect((await screen.findByRole('alert')).textContent).toContain('Not at this step.');
      expect(screen.getByText(/april\.pdf/)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
      expect(calls.filter((c) => c.method === 'PUT')[1]?.body).toEqual(write?.body);
      expect(uploads.sent).toHaveLength(2);
    } finally {
      uploads.restore();
    }
  });

  it('uploads the ID as the type chosen and writes the identity-document screen with the stored document', async () => {
    const uploads = fakeUploads();
    try {
      const { calls } = serve(record('docVerify', 'IDENTITY_VERIFICATION'), (call) =>
        call.method === 'PUT' ? { status: 200, body: record('waitSign', 'GENERATING_DISCLOSURES') } : undefined);
      showStep('identity');
      const file = await screen.findByLabelText(/^Front of your ID.*Choose a file$/);
      expect((file as HTMLInputElement).disabled).toBe(true);
      fireEvent.click(screen.getByLabelText('US Passport'));
      await waitFor(() => expect((file as HTMLInputElement).disabled).toBe(false));
      fireEvent.change(file, { target: { files: [pdf('passport.pdf')] } });
      await screen.findByText(/passport\.pdf/);
      expect(new URL(uploads.sent[0]?.url ?? '', 'http://x').searchParams.get('documentType')).toBe('PASSPORT_FRONT');
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
      const write = calls.find((c) => c.method === 'PUT');
      expect(write?.url).toMatch(/\/screens\/identity-document$/);
      expect(write?.body).toEqual({ documentType: 'PASSPORT_FRONT', documentUuid: '00000000-0000-4000-8000-000000000001' });
    } finally {
      uploads.restore();
    }
  });

  it('counts a proof of insurance sent on an earlier visit, previews the one picked now and writes insurance-proof on Continue', async () => {
    const uploads = fakeUploads();
    try {
      const hazard = { uuid: '99999999-9999-4999-8999-999999999999', type: 'PROOF_OF_HAZARD_INSURANCE', filename: 'hazard.pdf', contentType: 'application/pdf', sizeBytes: 10, sha256: 'a'.repeat(64), created: '2026-11-20T10:00:00Z' };
      const { calls } = serve(record('insurance', 'INSURANCE'), (call) => {
        if (call.url.endsWith('/funding')) {
          return { status: 200, body: { state: 'insurance', insuranceRequired: ['PROOF_OF_HAZARD_INSURANCE', 'PROOF_OF_FLOOD_INSURANCE'], insuranceUploaded: ['PROOF_OF_HAZARD_INSURANCE'], pendingSigners: 0, application: record('insurance', 'INSURANCE') } };
        }
        if (call.url.endsWith('/documents')) return { status: 200, body: [hazard] };
        if (call.method === 'PUT') return { status: 200, body: record('waitFund', 'WAITING_FOR_FUNDING') };
        return undefined;
      });
      showStep('insurance/requirements');
      const hazardItem = (await screen.findByText('Homeowners (hazard) insurance declarations page')).closest('li') as HTMLElement;
      await waitFor(() => expect(hazardItem.textContent).toContain('Received'));
      fireEvent.change(screen.getByLabelText(/^Flood insurance declarations page \(your home is in a flood zone\).*Choose a file$/), { target: { files: [pdf('flood.pdf')] } });
      // the file picked stays in view to check; nothing is written before Continue
      expect(await screen.findByText('flood.pdf')).toBeTruthy();
      fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
      expect(new URL(uploads.sent[0]?.url ?? '', 'http://x').searchParams.get('documentType')).toBe('PROOF_OF_FLOOD_INSURANCE');
      const write = calls.find((c) => c.method === 'PUT');
      expect(write?.url).toMatch(/\/screens\/insurance-proof$/);
      expect(write?.body).toEqual({ documentUuids: [hazard.uuid, '00000000-0000-4000-8000-000000000001'] });
    } finally {
      uploads.restore();
    }
  });

  it('goes to the notary error page, with a way to try again, when the eNotary refuses the ID', async () => {
    serve(record('notary', 'NOTARY'), (call) =>
      call.method === 'PUT'
        ? { status: 400, body: { statusCode: 400, status: 'The ID check failed.', message: 'The ID check failed.', errors: [{ path: '/lastFourOfId', message: 'The ID check failed.' }] } }
        : undefined);
    showStep('notary/session');
    fireEvent.change(await screen.findByLabelText(/Last four characters of your ID number/), { target: { value: '0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check my ID' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not complete the notary session' })).toBeTruthy();
    expect(where()).toBe(stepPath('notary/error'));
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(stepPath('notary/session'));
    expect(sidebar()).toBeTruthy();
  });

  it('waits for the funds with the dates shown, following the status endpoint only, and shows the funded page once funded', async () => {
    const closing = (state: string) => ({
      state, signedOn: '2026-11-02', rescissionEndsOn: '2026-11-05', fundingOn: '2026-11-06',
      insuranceRequired: [], insuranceUploaded: [], pendingSigners: 0, application: record(state, 'WAITING_FOR_FUNDING'),
    });
    const { app, calls } = serve(record('waitFund', 'WAITING_FOR_FUNDING'), (call) =>
      call.url.endsWith('/funding') ? { status: 200, body: closing(app.current.state) } : undefined);
    showStep('complete');
    expect(await screen.findByText('You may cancel until midnight of 11/05/2026.')).toBeTruthy();
    expect(screen.getByText('Your funds will be sent on 11/06/2026.')).toBeTruthy();
    expect(sidebar()).toBeTruthy();
    app.current = record('complete', 'COMPLETE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Congratulations, your line is funded' }, { timeout: 5000 })).toBeTruthy();
    expect(calls.filter((c) => c.url.endsWith('/status')).length).toBeGreaterThan(0);
    // the closing details are read once per state, never polled
    expect(calls.filter((c) => c.url.endsWith('/funding')).length).toBeLessThanOrEqual(2);
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });
});
