// @vitest-environment jsdom
import { cleanup, createEvent, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeUploads, record, serve, showStep } from '../portal/application/step-harness';

let uploads: ReturnType<typeof fakeUploads>;
let pending: ReturnType<typeof fakeUploads>['held'];

beforeEach(() => {
  uploads = fakeUploads({ hold: true });
  pending = uploads.held;
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

afterEach(() => { cleanup(); localStorage.clear(); uploads.restore(); });

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], name, { type: 'image/png' });
const typeOf = (u: { url: string }) => new URL(u.url, 'http://x').searchParams.get('documentType');
const front = () => screen.getByLabelText(/^Front of your ID.*(Choose a file|Replace file)$/);
const back = () => screen.queryByLabelText(/^Back of your ID.*Choose a file$/);

/** The identity step with the document type chosen and its front ready to pick. */
async function identityStepWith(documentType: string) {
  const server = identityStep();
  showStep('identity');
  fireEvent.click(await screen.findByLabelText(documentType));
  await waitFor(() => expect((front() as HTMLInputElement).disabled).toBe(false));
  return server;
}

function identityStep() {
  return serve(record('docVerify', 'IDENTITY_VERIFICATION'), (call) =>
    call.method === 'PUT' ? { status: 200, body: record('waitSign', 'GENERATING_DISCLOSURES') } : undefined);
}

describe('ID upload', () => {
  it('asks for the back of a licence or state ID, never of a passport', async () => {
    identityStep();
    showStep('identity');
    fireEvent.click(await screen.findByLabelText("US Driver's License"));
    await waitFor(() => expect(back()).toBeTruthy());
    fireEvent.click(screen.getByLabelText('US Passport'));
    await waitFor(() => expect(back()).toBeNull());
    expect(front()).toBeTruthy();
    fireEvent.click(screen.getByLabelText('US State ID Card'));
    await waitFor(() => expect(back()).toBeTruthy());
  });

  it('previews each side, shows the upload progress, and writes the step only on Continue', async () => {
    const { calls } = await identityStepWith("US Driver's License");

    fireEvent.change(front(), { target: { files: [png('front.png')] } });
    expect((await screen.findByAltText('Preview of front.png')).getAttribute('src')).toBe('blob:preview');
    pending[0]?.progress(0.4);
    // the bar may be on the page from the upload's start a render before the progress reaches it
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('value')).toBe('0.4'));
    expect(screen.getByText(/Uploading 40%/)).toBeTruthy();
    pending[0]?.finish();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());

    // the back arrives by drag and drop
    const area = (back() as HTMLElement).closest('.file-picker') as HTMLElement;
    const drop = createEvent.drop(area);
    Object.defineProperty(drop, 'dataTransfer', { value: { files: [png('back.png')] } });
    fireEvent(area, drop);
    expect(await screen.findByAltText('Preview of back.png')).toBeTruthy();
    pending[1]?.finish();
    await screen.findByText(/back\.png/, { selector: 'li' });

    expect(pending.map(typeOf)).toEqual(['DRIVERS_LICENSE_FRONT', 'DRIVERS_LICENSE_BACK']);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      documentType: 'DRIVERS_LICENSE_FRONT', documentUuid: '00000000-0000-4000-8000-000000000001', backDocumentUuid: '00000000-0000-4000-8000-000000000002',
    });
  });

  it('replaces a picked side with the next file, and refuses Continue without the back', async () => {
    const { calls } = await identityStepWith('US State ID Card');
    fireEvent.change(front(), { target: { files: [png('blurry.png')] } });
    pending[0]?.finish();
    await screen.findByText(/blurry\.png/, { selector: 'li' });
    expect(screen.getByLabelText(/^Front of your ID.*Replace file$/)).toBe(front());
    fireEvent.change(front(), { target: { files: [png('sharp.png')] } });
    expect(await screen.findByAltText('Preview of sharp.png')).toBeTruthy();
    expect(screen.queryByAltText('Preview of blurry.png')).toBeNull();
    pending[1]?.finish();
    await screen.findByText(/sharp\.png/, { selector: 'li' });

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText('Please upload the back of your ID')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/must match/)).toBeNull();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('offers the rear camera for a photo of the ID', async () => {
    identityStep();
    showStep('identity');
    fireEvent.click(await screen.findByLabelText('US Passport'));
    const camera = await screen.findByLabelText(/^Front of your ID.*Take a photo$/);
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(camera.getAttribute('accept')).toBe('image/*');
  });
});
