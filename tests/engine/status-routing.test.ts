import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileFlow } from '../../src/engine/flow-machine';
import { guards } from '../../src/product/guards';
import { offerSummary, progressSteps } from '../../src/product/progress';
import {
  isTerminalStatus, isWaitingStatus, resolveRoute, routeForStatus, statusMatches,
} from '../../src/engine/status-routing';
import type { FlowFile, StatusRoutesFile } from '../../src/engine/types';
import { declineRedirect } from '../../src/product/step-decision';

const table = JSON.parse(readFileSync('flows/status-routes.json', 'utf8')) as StatusRoutesFile;
const flowFile = JSON.parse(readFileSync('flows/applicant.flow.json', 'utf8')) as FlowFile;
const flow = compileFlow(flowFile, guards);

describe('status routing', () => {
  it('matches exact statuses and prefixes ending in *', () => {
    expect(statusMatches('WAITING_FOR_*', 'WAITING_FOR_FUNDING')).toBe(true);
    expect(statusMatches('DECLINED', 'DECLINED_DTI')).toBe(false);
  });

  it('knows the spec waiting and terminal-like statuses', () => {
    for (const s of ['WAITING_FOR_APP_SUMMARY', 'GENERATING_DISCLOSURES', 'NOTE_SIGNING', 'HARD_CREDIT_PULL', 'IN_PROGRESS', 'PREQUAL_TITLE']) {
      expect(isWaitingStatus(table, s), s).toBe(true);
    }
    for (const s of ['ASSETS_PREQUAL', 'CANCELLED', 'CREDIT_ERROR', 'CREDIT_NO_MATCH', 'DECLINED', 'CREDIT_FROZEN', 'MULTIPLE_PROPERTIES', 'NO_PROPERTY_FOUND']) {
      expect(isTerminalStatus(table, s), s).toBe(true);
    }
    expect(isWaitingStatus(table, 'OFFER_SELECTION')).toBe(false);
  });

  it('sends each decline to its own page, exact entries before prefixes', () => {
    expect(routeForStatus(table, 'DECLINED_DTI')).toBe('error/income');
    expect(routeForStatus(table, 'DECLINED_CREDIT_SCORE')).toBe('error/credit');
    expect(routeForStatus(table, 'DECLINED')).toBe('error/decline');
    expect(routeForStatus(table, 'DECLINED_OTHER')).toBe('error/decline');
  });

  it('falls back to the flow state when the status has no page, and to time-out when polling gave up', () => {
    expect(resolveRoute({ table, flow, status: 'PREQUAL_TITLE', state: 'liens' })).toBe('liens');
    expect(resolveRoute({ table, flow, status: 'OFFER_SELECTION', state: 'liens' })).toBe('product/select');
    expect(resolveRoute({ table, flow, status: 'WAITING_FOR_APP_SUMMARY', state: 'waitSummary', timedOut: true })).toBe('error/timeout');
  });

  it('routes a declined decision automatically, once', () => {
    const record = { uwDecision: 'DECLINE', status: 'DECLINED_DTI', state: 'dtiDeclined' };
    expect(declineRedirect(record, { table, flow }, 'product/select')).toBe('error/income');
    expect(declineRedirect(record, { table, flow }, 'error/income')).toBeUndefined();
    expect(declineRedirect({ uwDecision: 'APPROVED', status: 'OFFER_SELECTION', state: 'product' }, { table, flow }, 'liens')).toBeUndefined();
  });
});

describe('progress sidebar', () => {
  it('marks the steps before the current one complete and names the notary step by notary kind', () => {
    const steps = progressSteps(flowFile, 'moreProfile', { manualNotary: false });
    expect(steps.map((s) => s.status)).toEqual(['complete', 'complete', 'current', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(steps.at(-1)?.labelKey).toBe('progress.notary.enotary');
    expect(progressSteps(flowFile, 'product', { manualNotary: true }).at(-1)?.labelKey).toBe('progress.notary.manual');
    // a decline closes the application outside the steps: no steps are left to list
    expect(progressSteps(flowFile, 'declined', { manualNotary: false })).toEqual([]);
    expect(progressSteps(flowFile, 'complete', { manualNotary: false }).every((s) => s.status === 'complete')).toBe(true);
  });

  it('lists the bank and autopay pages under their own step, after the income step', () => {
    const label = (state: string) => progressSteps(flowFile, state, { manualNotary: false }).find((s) => s.status === 'current')?.labelKey;
    expect(label('incomeReview')).toBe('progress.incomeSources');
    for (const state of ['ach', 'autopay', 'manualAutopay', 'lienAttestation']) expect(label(state)).toBe('progress.bankAccount');
    const atBank = progressSteps(flowFile, 'autopay', { manualNotary: false });
    expect(atBank.find((s) => s.id === 'incomeSources')?.status).toBe('complete');
  });

  it('shows the offer summary only with a rate and an amount above zero, and hides the term for interest-only', () => {
    expect(offerSummary({ rate: 0, amount: 50_000 }, { ageRestrictedInterestOnly: false })).toBeUndefined();
    expect(offerSummary({ rate: 8.45, amount: 0 }, { ageRestrictedInterestOnly: false })).toBeUndefined();
    expect(offerSummary({ rate: 8.45, amount: 50_000, term: 10, monthlyPayment: 618.99 }, { ageRestrictedInterestOnly: false }))
      .toEqual({ apr: 8.45, initialDraw: 50_000, monthlyPayment: 618.99, termYears: 10 });
    expect(offerSummary({ rate: 8.45, amount: 50_000, term: 10 }, { ageRestrictedInterestOnly: true })?.termYears).toBeUndefined();
  });
});
