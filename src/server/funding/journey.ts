import type { FastifyInstance } from 'fastify';
import type { ApplicationRow } from '../applications/repo';
import { updateApplication } from '../applications/repo';
import { conflict } from '../core/errors';
import { serverStatus } from '../domain/status';

/** The applicant-flow states from income to funding (flows/applicant.flow.json). */
export const S = {
  appSummary: 'appSummary',
  documents: 'documents',
  manualPaystubUpload: 'manualPaystubUpload',
  incomeReview: 'incomeReview',
  emplVerify: 'emplVerify',
  waitMerchant: 'waitMerchant',
  lienAttestation: 'lienAttestation',
  autopay: 'autopay',
  manualAutopay: 'manualAutopay',
  ach: 'ach',
  docVerify: 'docVerify',
  waitSign: 'waitSign',
  sign: 'sign',
  codeed: 'codeed',
  waitNotary: 'waitNotary',
  notary: 'notary',
  insurance: 'insurance',
  waitFund: 'waitFund',
  complete: 'complete',
  bpo: 'bpo',
  bpoProcessing: 'bpoProcessing',
} as const;
export type FundingState = (typeof S)[keyof typeof S];

export type Row = ApplicationRow;
type Change = { data?: Record<string, unknown>; flags?: Record<string, unknown> };

/** Refuses an action the application is not at (e.g. signing before the documents step). */
export function expectState(row: Row, ...states: string[]): void {
  if (!states.includes(row.state)) {
    throw conflict(`This step is not available now: the application is at "${row.state}"`);
  }
}

/** Moves the application to a state, recording the event; data and flags are merged in the same write. */
export async function moveTo(app: FastifyInstance, row: Row, to: string, event: string, actorId: string, change: Change = {}): Promise<Row> {
  const status = serverStatus({ state: to, flags: { ...row.flags, ...(change.flags ?? {}) } }, app.clock.now());
  return updateApplication(app.db, row, { ...change, state: to, serverStatus: status, event, actorId });
}

/** Saves data or flags without a state change. */
export async function save(app: FastifyInstance, row: Row, change: Change): Promise<Row> {
  return updateApplication(app.db, row, change);
}

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

export const propertyState = (row: Row): string => String(obj(obj(row.data.property).address).state ?? obj(row.data.property).state ?? '');
export const propertyZip = (row: Row): string => String(obj(obj(row.data.property).address).zip ?? '');

/** Texas home equity rules require a home valuation before signing (spec: Texas properties take the valuation path). */
export const needsValuation = (row: Row): boolean => propertyState(row) === 'TX' && row.flags.bpo !== 'BPO_COMPLETE';

/**
 * Sandbox flood determination: ZIP codes starting with 700 or 701 (coastal Louisiana) are in a
 * special flood hazard area; an explicit property.floodZone value wins.
 */
export function inFloodZone(row: Row): boolean {
  const explicit = obj(row.data.property).floodZone;
  if (typeof explicit === 'boolean') return explicit;
  return /^70[01]/.test(propertyZip(row));
}

/** Where the identity step leads: the valuation path for Texas, otherwise the documents to sign. */
export const afterIdentity = (row: Row): string => (needsValuation(row) ? S.bpo : S.waitSign);
