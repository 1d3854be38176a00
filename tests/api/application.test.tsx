// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { applicationKey, useApplicationRecord, useScreenWrite, type ApplicationRecord } from '../../src/api/application';
import { setFetch } from '../../src/api/client';
import { ServiceError } from '../../src/api/errors';

const APP = '55555555-5555-4555-8555-555555555555';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const app = (state: string, status: string): ApplicationRecord => ({
  uuid: APP, loanNumber: 'L-7', orgCode: 'HEARTH', state, status, helocSigners: [], auditFields: { createdDate: '2026-01-01T00:00:00.000Z', updatedDate: '2026-01-01T00:00:00.000Z' },
});

function wrapper(qc: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
}

afterEach(() => { cleanup(); localStorage.clear(); });

describe('the one application record', () => {
  it('a screen write answers the application, which every page reading it shows without another read', async () => {
    const reads: string[] = [];
    const writes: { url: string; body: unknown }[] = [];
    setFetch(async (input, init) => {
      const url = String(input);
      if (init?.method === 'PUT') {
        writes.push({ url, body: JSON.parse(String(init.body)) });
        return json(200, { ...app('autopay', 'AUTOPAY'), disburseAccount: { uuid: 'acc', mask: '6789' } });
      }
      reads.push(url);
      return json(200, app('ach', 'BANK_ACCOUNT'));
    });
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => ({ record: useApplicationRecord(APP), write: useScreenWrite(APP) }), { wrapper: wrapper(qc) });
    await waitFor(() => expect(result.current.record.data?.state).toBe('ach'));
    await act(() => result.current.write.mutateAsync({ screenId: 'bank-disburse', data: { method: 'LINKED', accountUuid: 'acc' } }));
    expect(writes).toEqual([{ url: `/service-application/api/v1/application/heloc/${APP}/screens/bank-disburse`, body: { method: 'LINKED', accountUuid: 'acc' } }]);
    // the cache changes at once; the hook's render follows on the query client's next notification
    expect(qc.getQueryData<ApplicationRecord>(applicationKey(APP))?.state).toBe('autopay');
    await waitFor(() => expect(result.current.record.data?.state).toBe('autopay'));
    expect(qc.getQueryData<ApplicationRecord>(applicationKey(APP))?.disburseAccount?.mask).toBe('6789');
    expect(reads).toHaveLength(1);
  });

  it('a refused write keeps the application as it was and gives the field errors for the form', async () => {
    setFetch(async (_input, init) => init?.method === 'PUT'
      ? json(400, { statusCode: 400, status: 'Please check the form.', message: 'Please check the form.', errors: [{ path: '/documentUuids', message: 'Upload at least one paystub' }] })
      : json(200, app('manualPaystubUpload', 'MANUAL_PAYSTUB_UPLOAD')));
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => ({ record: useApplicationRecord(APP), write: useScreenWrite(APP) }), { wrapper: wrapper(qc) });
    await waitFor(() => expect(result.current.record.data).toBeDefined());
    const error = await result.current.write.mutateAsync({ screenId: 'income-paystubs', data: { documentUuids: [] } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).fieldErrors).toEqual([{ path: '/documentUuids', message: 'Upload at least one paystub' }]);
    expect(result.current.record.data?.state).toBe('manualPaystubUpload');
  });
});
