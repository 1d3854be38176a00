import type { FromSchema } from 'json-schema-to-ts';

/** A document's signature as the server answers it: who signed what, with the hashes and address it was signed from. */
export const signatureViewSchema = {
  type: 'object',
  required: ['uuid', 'documentUuid', 'signerId', 'signerName', 'role', 'documentSha256', 'signedSha256', 'ip', 'signedAt'],
  properties: {
    uuid: { type: 'string' }, documentUuid: { type: 'string' }, signerId: { type: 'string' }, signerName: { type: 'string' },
    role: { type: 'string' }, documentSha256: { type: 'string' }, signedSha256: { type: 'string' }, ip: { type: 'string' }, signedAt: { type: 'string' },
  },
} as const;
export type SignatureView = FromSchema<typeof signatureViewSchema>;

/** What every answer about a document says of it (the applicant's adds its fingerprint, staff's who uploaded it). */
export const documentFields = {
  uuid: { type: 'string' }, kind: { type: 'string' }, type: { type: 'string' }, filename: { type: 'string' },
  contentType: { type: 'string' }, sizeBytes: { type: 'integer' }, conditionUuid: { type: ['string', 'null'] }, created: { type: 'string' },
} as const;
export const DOCUMENT_REQUIRED = ['uuid', 'kind', 'type', 'filename', 'contentType', 'sizeBytes', 'created'] as const;

/** A document of the application as its applicant reads it: a disclosure, an upload, a letter. */
export const documentViewSchema = {
  type: 'object',
  required: [...DOCUMENT_REQUIRED, 'sha256'],
  properties: { ...documentFields, sha256: { type: 'string' } },
} as const;
export type DocumentView = FromSchema<typeof documentViewSchema>;
