import { describe, expect, it } from 'vitest';
import type { ApplicationRecord } from '../../../src/api/application';
import type { ScreenPair } from '../../../src/engine/types';
import { initialFormData, pastFormData } from '../../../src/portal/pages/application/form-data';

const screen = (id: string, properties: Record<string, unknown>): ScreenPair => ({ id, schema: { type: 'object', properties }, ui: {} }) as unknown as ScreenPair;
const app = (extra: Record<string, unknown>) => ({ uuid: 'a', state: 'incomeReview', status: 'X', ...extra }) as unknown as ApplicationRecord;

describe('the form data of a screen', () => {
  const contact = screen('start-contact', { ownershipType: {}, ssn: {}, hardCreditConsent: {} });
  const summary = screen('start-app-summary', { summaryConfirmed: {} });

  it('asks consents, confirmations and the SSN afresh on a step still to take', () => {
    const data = initialFormData(contact, app({ ownershipType: 'SOLE_OWNER', consents: [{ type: 'HARD_CREDIT_PULL', acceptedAt: 'x' }] }));
    expect(data).toEqual({ ownershipType: 'SOLE_OWNER' });
  });

  it('shows a completed step with the consents and confirmations it gave ticked, never the SSN', () => {
    expect(pastFormData(contact, app({ ownershipType: 'SOLE_OWNER', ssn: '123456789', consents: [{ type: 'HARD_CREDIT_PULL', acceptedAt: 'x' }] })))
      .toEqual({ ownershipType: 'SOLE_OWNER', hardCreditConsent: true });
    expect(pastFormData(contact, app({ ownershipType: 'SOLE_OWNER', consents: [] }))).toEqual({ ownershipType: 'SOLE_OWNER' });
    expect(pastFormData(summary, app({ appSummaryAccepted: true }))).toEqual({ summaryConfirmed: true });
    expect(pastFormData(summary, app({}))).toEqual({});
  });
});
