import type { FlowFile, FlowState } from '../engine/types';
import type { CopyKey } from '../generated/copy-keys';

/** The flow meta-schema allows progressStep on a state; FlowState does not declare it. */
type StateWithStep = FlowState & { progressStep?: string };

/**
 * The application progress sidebar (spec section 2). Flow states name their step with
 * `progressStep`; labels are copy keys (schemas/copy/en.json) so each org can reword them.
 */
export const PROGRESS_STEPS = ['basicInfo', 'selectOffer', 'moreInfo', 'incomeSources', 'bankAccount', 'verifyIdentity', 'signDocuments', 'notary'] as const;
export type ProgressStepId = (typeof PROGRESS_STEPS)[number];

/** The label of each step; the notary step reads one way for a manual notary and another for an eNotary. */
const LABELS: Record<Exclude<ProgressStepId, 'notary'>, CopyKey> & { notary: { manual: CopyKey; enotary: CopyKey } } = {
  basicInfo: 'progress.basicInfo', selectOffer: 'progress.selectOffer', moreInfo: 'progress.moreInfo',
  incomeSources: 'progress.incomeSources', bankAccount: 'progress.bankAccount', verifyIdentity: 'progress.verifyIdentity', signDocuments: 'progress.signDocuments',
  notary: { manual: 'progress.notary.manual', enotary: 'progress.notary.enotary' },
};

export interface ProgressStep {
  id: ProgressStepId;
  labelKey: CopyKey;
  status: 'complete' | 'current' | 'upcoming';
}

/**
 * The last step reads Schedule Notary Session for a manual notary, otherwise Talk to eNotary. An
 * application closed outside the steps (a decline) has no steps ahead of it: none are listed.
 */
export function progressSteps(flow: FlowFile, state: string, opts: { manualNotary: boolean }): ProgressStep[] {
  const current = (flow.states[state] as StateWithStep | undefined)?.progressStep as ProgressStepId | undefined;
  if (flow.states[state]?.final === true && !current) return [];
  const index = current ? PROGRESS_STEPS.indexOf(current) : -1;
  return PROGRESS_STEPS.map((id, i) => ({
    id,
    labelKey: id === 'notary' ? LABELS.notary[opts.manualNotary ? 'manual' : 'enotary'] : LABELS[id],
    status: i < index ? 'complete' : i === index ? (flow.states[state]?.final ? 'complete' : 'current') : 'upcoming',
  }));
}

/** Copy key naming the progress step a flow state belongs to (undefined for a state outside the steps). */
export function stepLabelKey(flow: FlowFile, state: string): CopyKey | undefined {
  const step = (flow.states[state] as StateWithStep | undefined)?.progressStep as ProgressStepId | undefined;
  if (!step || !PROGRESS_STEPS.includes(step)) return undefined;
  return step === 'notary' ? LABELS.notary.enotary : LABELS[step];
}

export interface OfferSummary {
  apr: number;
  initialDraw: number;
  monthlyPayment: number;
  /** Undefined when the product is age-restricted interest-only (no fixed term is shown). */
  termYears?: number;
}

/** The offer summary, only once a rate and an amount above zero are chosen. */
export function offerSummary(
  record: { rate?: unknown; amount?: unknown; term?: unknown; monthlyPayment?: unknown },
  opts: { ageRestrictedInterestOnly: boolean },
): OfferSummary | undefined {
  const rate = Number(record.rate);
  const amount = Number(record.amount);
  if (!(rate > 0) || !(amount > 0)) return undefined;
  const term = Number(record.term);
  return {
    apr: rate,
    initialDraw: amount,
    monthlyPayment: Number(record.monthlyPayment) || 0,
    termYears: opts.ageRestrictedInterestOnly || !(term > 0) ? undefined : term,
  };
}

/**
 * The staff funnel's steps: every application starts, passes through the progress steps, and is
 * funded (a final state within the steps) or declined (a final state outside them).
 */
export const FUNNEL_STEPS = ['started', ...PROGRESS_STEPS, 'funded', 'declined'] as const;
export type FunnelStepId = (typeof FUNNEL_STEPS)[number];

/** The funnel step a flow state counts towards (undefined for a state outside the steps that is not final). */
export function funnelStepOf(flow: FlowFile, state: string): FunnelStepId | undefined {
  const s = flow.states[state] as StateWithStep | undefined;
  if (!s) return undefined;
  if (s.final) return s.progressStep ? 'funded' : 'declined';
  return s.progressStep as ProgressStepId | undefined;
}

/** Copy key naming a funnel step: the progress sidebar's label, or the staff funnel's own. */
const FUNNEL_LABELS: Record<'started' | 'funded' | 'declined', CopyKey> = {
  started: 'staff.funnel.started', funded: 'staff.funnel.funded', declined: 'staff.funnel.declined',
};

export function funnelStepLabelKey(id: FunnelStepId): CopyKey {
  if (id === 'started' || id === 'funded' || id === 'declined') return FUNNEL_LABELS[id];
  return id === 'notary' ? LABELS.notary.enotary : LABELS[id];
}
