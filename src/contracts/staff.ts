import type { FromSchema } from 'json-schema-to-ts';
import { FUNNEL_STEPS } from '../product/progress';
import type { StaffCondition } from './condition';
import type { StaffListView } from './role-views';

/**
 * The operations console's shapes, as the server sends them and the browser reads them (the
 * application views themselves are in role-views.ts).
 */

/** The staff list's filters (also the CSV export's and, from and to and loan officer, the funnel's). */
export interface StaffFilters {
  /** Start of a loan number, an e-mail, or the applicant's last or full name. */
  q?: string;
  /** A state of the applicant flow. */
  step?: string;
  /** A status the flow reports. */
  status?: string;
  /** One of the lender's loan officers (originator uuid). */
  loanOfficer?: string;
  /** The home's state, two letters. */
  state?: string;
  /** Started on or after / on or before, YYYY-MM-DD (UTC). */
  from?: string;
  to?: string;
}

export const SORT_KEYS = ['created', 'updated', 'loanNumber', 'name', 'step'] as const;
export type StaffSort = (typeof SORT_KEYS)[number];

export interface StaffListQuery extends StaffFilters {
  sort?: StaffSort;
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

export interface StaffPage {
  items: StaffListView[];
  total: number;
  page: number;
  pageSize: number;
}

export interface StaffLender {
  orgCode: string;
  orgBrand: string;
  loanOfficers: { uuid: string; name: string }[];
  /** Platform staff may work for any of these lenders (a lender's staff: theirs only, not switchable). */
  switchable: boolean;
  lenders: { orgCode: string; orgBrand: string }[];
}

/** Who did something: their e-mail and role (null in a history line: the portal itself). */
export interface Actor {
  email: string;
  role: string;
}

export interface StaffDocument {
  uuid: string; kind: string; type: string; filename: string; contentType: string; sizeBytes: number;
  conditionUuid: string | null; created: string; uploadedBy: Actor | null;
}


export interface StaffSignature {
  uuid: string; documentUuid: string; signerId: string; signerName: string; role: string; documentSha256: string;
  signedSha256: string; ip: string; signedAt: string; userAgent: string | null;
}

/** One line of an application's event history: a move of the flow, or something staff did. */
export interface HistoryEntry {
  id: number; at: string; kind: 'move' | 'staff'; event: string; fromState: string | null; toState: string;
  actor: Actor | null; detail: Record<string, unknown>;
}

export interface StaffRecords {
  documents: StaffDocument[];
  conditions: StaffCondition[];
  signatures: StaffSignature[];
  history: HistoryEntry[];
}

/** One lender's funnel over the progress steps (src/server/staff/funnel.ts). */const count = { type: 'integer' } as const;
export const funnelSchema = {
  type: 'object',
  required: ['orgCode', 'orgBrand', 'applications', 'steps', 'declined'],
  properties: {
    orgCode: { type: 'string' }, orgBrand: { type: 'string' }, applications: count, declined: count,
    steps: {
      type: 'array',
      items: {
        type: 'object', required: ['id', 'reached', 'conversion', 'dropOff', 'medianMinutes'],
        properties: {
          /** A funnel step of src/product/progress.ts. */
          id: { type: 'string', enum: FUNNEL_STEPS }, reached: count, dropOff: count,
          conversion: { type: ['number', 'null'] }, medianMinutes: { type: ['integer', 'null'] },
        },
      },
    },
  },
} as const;

export type Funnel = FromSchema<typeof funnelSchema>;
export type FunnelStep = Funnel['steps'][number];
