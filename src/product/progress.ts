import type { FlowFile, FlowState } from '../engine/types';
import type { CopyKey } from '../generated/copy-keys';

/** The flow meta-schema allows progressStep on a state; FlowState does not declare it. */
type StateWithStep = FlowState & { progressStep?: string };

/**
 * The application progress sidebar (spec section 2). Flow states name their step with
 * `progressStep`; labels are copy keys (schemas/copy/en.json) so each org can reword them.
 */
export const PROGRESS_STEPS = ['basicInfo', 'selectOffer', 'moreInfo', 'incomeSources', 'verifyIdentity', 'signDocuments', 'notary'] as const;
export type ProgressStepId = (typeof PROGRESS_STEPS)[number];

/** The label of each step; the notary step reads one way for a manual notary and another for an eNotary. */
const LABELS: Record<Exclude<ProgressStepId, 'notary'>, CopyKey> & { notary: { manual: CopyKey; enotary: CopyKey } } = {
  basicInfo: 'progress.basicInfo', selectOffer: 'progress.selectOffer', moreInfo: 'progress.moreInfo',
  incomeSources: 'progress.incomeSources', verifyIdentity: 'progress.verifyIdentity', signDocuments: 'progress.signDocuments',
  notary: { manual: 'progress.notary.manual', enotary: 'progress.notary.enotary' },
};

export interface ProgressStep {
  id: ProgressStepId;
  labelKey: CopyKey;
  status: 'complete' | 'current' | 'upcoming';
}

/** The last step reads Schedule Notary Session for a manual notary, otherwise Talk to eNotary. */
export function progressSteps(flow: FlowFile, state: string, opts: { manualNotary: boolean }): ProgressStep[] {
  const current = (flow.states[state] as StateWithStep | undefined)?.progressStep as ProgressStepId | undefined;
  const final = flow.states[state]?.final === true && !current;
  const index = current ? PROGRESS_STEPS.indexOf(current) : -1;
  return PROGRESS_STEPS.map((id, i) => ({
    id,
    labelKey: id === 'notary' ? LABELS.notary[opts.manualNotary ? 'manual' : 'enotary'] : LABELS[id],
    status: final ? 'upcoming' : i < index ? 'complete' : i === index ? (flow.states[state]?.final ? 'complete' : 'current') : 'upcoming',
  }));
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
