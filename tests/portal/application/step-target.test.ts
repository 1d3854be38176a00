import { describe, expect, it } from 'vitest';
import '../../helpers/whole-content';
import { applicantFlow, targetOf } from '../../../src/portal/pages/application/flow';
import { pages } from '../../../src/portal/pages/registry';

describe('what a route below the application shows', () => {
  it('a sub-route of the current step shows the page the flow names for it', () => {
    expect(targetOf('bank/confirm', 'autopay')).toMatchObject({ kind: 'state', state: 'autopay', page: 'bank-confirm', child: true });
    expect(targetOf('notary/session', 'notary')).toMatchObject({ kind: 'state', state: 'notary', page: 'notary-session', child: true });
    expect(targetOf('income/link/payroll', 'incomeReview')).toMatchObject({ kind: 'state', state: 'incomeReview', page: 'income-link' });
  });

  it('a route of another step names that step, so the reader is sent on to where the application is', () => {
    expect(targetOf('bank/disburse', 'docVerify')).toMatchObject({ kind: 'state', state: 'ach' });
    expect(targetOf('bank/confirm', 'docVerify')).toMatchObject({ kind: 'state', state: 'autopay' });
  });

  it('waiting for funds is a waiting step with its page; the funded step is final at the same route', () => {
    expect(targetOf('complete', 'waitFund')).toMatchObject({ kind: 'state', state: 'waitFund', page: 'funding-complete', waiting: true, final: false });
    expect(targetOf('complete', 'complete')).toMatchObject({ kind: 'state', state: 'complete', page: 'funding-complete', final: true });
  });

  it('pages of any step show whatever the step', () => {
    expect(targetOf('document/disclosures', 'notary')).toEqual({ kind: 'page', page: 'disclosures' });
    expect(targetOf('signing/support', 'ach')).toEqual({ kind: 'page', page: 'signing-support' });
    expect(targetOf('error/timeout', 'ach')).toEqual({ kind: 'screen', screen: 'error-timeout' });
  });

  it('a route named like a screen of no step shows that screen; a step\'s own screen shows only at its step', () => {
    const screens = { 'error-maintenance-window': { id: 'error-maintenance-window', file: 'x', schema: {}, ui: {} }, 'income-paystubs': { id: 'income-paystubs', file: 'y', schema: {}, ui: {} } };
    expect(targetOf('error/maintenance-window', 'ach', screens)).toEqual({ kind: 'screen', screen: 'error-maintenance-window' });
    expect(targetOf('income/paystubs', 'ach', screens)).toEqual({ kind: 'none' });
    expect(targetOf('nowhere/at-all', 'ach', screens)).toEqual({ kind: 'none' });
  });

  it('every page the flow names is one the portal has', () => {
    const { flow } = applicantFlow();
    const named = [
      ...Object.values(flow.states).flatMap((s) => [s.page, ...(s.children ?? []).map((c) => c.page)]),
      ...(flow.pages ?? []).map((p) => p.page),
    ].filter((p): p is string => Boolean(p));
    expect(named.filter((p) => !Object.hasOwn(pages, p))).toEqual([]);
  });
});
