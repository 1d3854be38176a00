import type { FromSchema } from 'json-schema-to-ts';
import { STAFF_ACTION_IDS } from '../product/decisions';
import { FUNNEL_STEPS } from '../product/progress';
import { staffConditionSchema } from './condition';
import { DOCUMENT_REQUIRED, documentFields, signatureViewSchema } from './documents';
import type { StaffListView } from './role-views';

/**
 * The operations console's shapes, as the server sends them and the browser reads them (the
 * application views themselves are in role-views.ts).
 */

export const SORT_KEYS = ['created', 'updated', 'loanNumber', 'name', 'step'] as const;
export type StaffSort = (typeof SORT_KEYS)[number];
/** The most lines one page of the list holds. */
export const MAX_PAGE_SIZE = 100;

/**
 * The staff list's query string (its filters are also the CSV export's and, from, to and loan officer, the
 * funnel's): types only; the server checks values against the content and the lender.
 */
export const staffListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    q: { type: 'string', maxLength: 100, description: 'Start of a loan number, an e-mail, or the applicant\'s last or full name' },
    step: { type: 'string', maxLength: 60, description: 'A state of the applicant flow' },
    status: { type: 'string', maxLength: 60, description: 'A server status of the applicant flow' },
    loanOfficer: { type: 'string', maxLength: 60, description: "One of the lender's loan officers (originator uuid)" },
    state: { type: 'string', maxLength: 2, description: "The home's state (two letters)" },
    from: { type: 'string', maxLength: 10, description: 'Started on or after (YYYY-MM-DD, UTC)' },
    to: { type: 'string', maxLength: 10, description: 'Started on or before (YYYY-MM-DD, UTC)' },
    sort: { type: 'string', enum: SORT_KEYS },
    order: { type: 'string', enum: ['asc', 'desc'] },
    page: { type: 'integer', minimum: 1, maximum: 100000 },
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
  },
} as const;
export type StaffListQuery = FromSchema<typeof staffListQuerySchema>;
/** The filters alone, without sorting and paging. */
export type StaffFilters = Omit<StaffListQuery, 'sort' | 'order' | 'page' | 'pageSize'>;

/** A page of the staff applications list: StaffListView lines (src/contracts/role-views.ts) and where it stands. */
export const staffPageSchema = {
  type: 'object', required: ['items', 'total', 'page', 'pageSize'], additionalProperties: false,
  properties: { items: { type: 'array', items: { type: 'object', additionalProperties: true } }, total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer' } },
} as const;
/** The lines are StaffListView, whose own schema the server applies when it makes them (roleView). */
export type StaffPage = Omit<FromSchema<typeof staffPageSchema>, 'items'> & { items: StaffListView[] };

const orgNamed = { orgCode: { type: 'string' }, orgBrand: { type: 'string' } } as const;

/** The lender a staff member works for and its loan officers; platform staff may switch to any of `lenders`. */
export const staffLenderSchema = {
  type: 'object', required: ['orgCode', 'orgBrand', 'loanOfficers', 'switchable', 'lenders'],
  properties: {
    ...orgNamed,
    loanOfficers: { type: 'array', items: { type: 'object', required: ['uuid', 'name'], properties: { uuid: { type: 'string' }, name: { type: 'string' } } } },
    /** Platform staff may work for any of these lenders (a lender's staff: theirs only, not switchable). */
    switchable: { type: 'boolean' },
    lenders: { type: 'array', items: { type: 'object', required: ['orgCode', 'orgBrand'], properties: orgNamed } },
  },
} as const;
export type StaffLender = FromSchema<typeof staffLenderSchema>;

/** Who did something: their e-mail and role (null in a history line: the portal itself). */
const actorSchema = { type: ['object', 'null'], required: ['email', 'role'], properties: { email: { type: 'string' }, role: { type: 'string' } } } as const;

/** A document of the application as staff see it: generated or uploaded, by whom, for which condition. */
export const staffDocumentSchema = {
  type: 'object',
  required: [...DOCUMENT_REQUIRED, 'uploadedBy'],
  properties: { ...documentFields, uploadedBy: actorSchema },
} as const;
export type StaffDocument = FromSchema<typeof staffDocumentSchema>;

/** A signature with its audit data (the browser it was signed from). */
export const staffSignatureSchema = {
  ...signatureViewSchema,
  properties: { ...signatureViewSchema.properties, userAgent: { type: ['string', 'null'] } },
} as const;
export type StaffSignature = FromSchema<typeof staffSignatureSchema>;

/** One line of an application's event history: a move of the flow, or something staff did. */
export const historyEntrySchema = {
  type: 'object',
  required: ['id', 'at', 'kind', 'event', 'fromState', 'toState', 'actor', 'detail'],
  properties: {
    id: { type: 'integer' }, at: { type: 'string' }, kind: { type: 'string', enum: ['move', 'staff'] }, event: { type: 'string' },
    fromState: { type: ['string', 'null'] }, toState: { type: 'string' },
    actor: actorSchema,
    detail: { type: 'object', additionalProperties: true },
  },
} as const;
export type HistoryEntry = FromSchema<typeof historyEntrySchema>;

/** An application's records as staff read them: documents, conditions, signatures and the event history. */
export const staffRecordsSchema = {
  type: 'object', required: ['documents', 'conditions', 'signatures', 'history'],
  properties: {
    documents: { type: 'array', items: staffDocumentSchema },
    conditions: { type: 'array', items: staffConditionSchema },
    signatures: { type: 'array', items: staffSignatureSchema },
    history: { type: 'array', items: historyEntrySchema },
  },
} as const;
export type StaffRecords = FromSchema<typeof staffRecordsSchema>;

/** One lender's funnel over the progress steps (src/server/staff/funnel.ts). */
const count = { type: 'integer' } as const;
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

/** The actions the flow allows on an application now, each with its form (schemas/forms/staff-*) and whether the caller may take it. */
export const staffActionsSchema = {
  type: 'object', required: ['state', 'actions', 'permissions'],
  properties: {
    state: { type: 'string' },
    actions: {
      type: 'array',
      items: { type: 'object', required: ['id', 'event', 'form', 'permitted'], properties: { id: { type: 'string', enum: STAFF_ACTION_IDS }, event: { type: 'string' }, form: { type: 'string' }, permitted: { type: 'boolean' } } },
    },
    permissions: { type: 'array', items: { type: 'string' } },
  },
} as const;
export type StaffActions = FromSchema<typeof staffActionsSchema>;

/** A staff member's work queue: reviews to decide, fundings to record, the letters sent lately. */
const queueItem = {
  type: 'object', required: ['uuid', 'loanNumber', 'state', 'status', 'name', 'at'],
  properties: { uuid: { type: 'string' }, loanNumber: { type: 'string' }, state: { type: 'string' }, status: { type: 'string' }, name: { type: 'string' }, at: { type: 'string' } },
} as const;
const list = { type: 'object', required: ['permitted', 'items'], properties: { permitted: { type: 'boolean' }, items: { type: 'array', items: queueItem } } } as const;

export const workQueueSchema = {
  type: 'object', required: ['reviews', 'fundings', 'letters'],
  properties: {
    reviews: list, fundings: list,
    letters: { type: 'array', items: { ...queueItem, required: [...queueItem.required, 'type', 'documentUuid'], properties: { ...queueItem.properties, type: { type: 'string' }, documentUuid: { type: 'string' } } } },
  },
} as const;
export type WorkQueue = FromSchema<typeof workQueueSchema>;
export type QueueItem = WorkQueue['reviews']['items'][number];
