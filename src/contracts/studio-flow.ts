import type { FromSchema } from 'json-schema-to-ts';
import { STUDIO_PATH } from './studio';

/** The flow graph's counts: per applicant flow state, applications that reached it and that are at it now. */
export const STUDIO_FLOW_COUNTS_PATH = `${STUDIO_PATH}/flow-counts`;
/** A lender's logo upload (multipart, field "file"): PNG, JPEG or WebP by its bytes; SVG is refused. */
export const STUDIO_LOGO_PATH = `${STUDIO_PATH}/logos`;
/** The largest logo accepted. */
export const MAX_LOGO_BYTES = 512 * 1024;

const count = { type: 'integer' } as const;
export const stateCountsSchema = {
  type: 'object', additionalProperties: false, required: ['orgCode', 'applications', 'states'],
  properties: {
    orgCode: { type: 'string' },
    /** Applications of the lender started in the period. */
    applications: count,
    states: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['state', 'reached', 'stopped'], properties: { state: { type: 'string' }, reached: count, stopped: count } },
    },
  },
} as const;
export type StateCounts = FromSchema<typeof stateCountsSchema>;

export const logoUploadSchema = {
  type: 'object', additionalProperties: false, required: ['name', 'contentType', 'bytes'],
  properties: {
    /** The file name to write in the org's theme.logo. */
    name: { type: 'string' },
    contentType: { type: 'string' },
    bytes: count,
  },
} as const;
export type LogoUpload = FromSchema<typeof logoUploadSchema>;
