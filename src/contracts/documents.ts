import type { FromSchema } from 'json-schema-to-ts';
import { DISCLOSURE_PDF_DOCUMENTS } from '../product/english-only';

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

/** The disclosures for the current terms as the applicant (or a signer) reads them: the document, the signatures so far (`mine`: the caller's own) and who still signs. */
export const disclosuresSchema = {
  type: 'object', required: ['document', 'signatures', 'signers'],
  properties: {
    document: documentViewSchema,
    signatures: { type: 'array', items: { ...signatureViewSchema, properties: { ...signatureViewSchema.properties, mine: { type: 'boolean' } } } },
    signers: {
      type: 'array',
      items: { type: 'object', required: ['name', 'email', 'status'], properties: { name: { type: 'string' }, email: { type: 'string' }, status: { type: 'string' } } },
    },
    englishOnly: {
      type: 'object', required: ['state', 'documents'],
      description: 'Present when the lender gives documents of the PDF in English only to this application (speaking another language, for a home in a state marked in the lender\'s file): the PDF is in English with a summary in the application\'s language first',
      properties: { state: { type: 'string' }, documents: { type: 'array', items: { type: 'string', enum: DISCLOSURE_PDF_DOCUMENTS } } },
    },
  },
} as const;
export type Disclosures = FromSchema<typeof disclosuresSchema>;

/** Whether the caller may cancel now under the right to cancel, and the last day to (in the lender's time zone). */
export const rightToCancelSchema = { type: 'object', required: ['canCancel'], properties: { canCancel: { type: 'boolean' }, endsOn: { type: 'string' } } } as const;
export type RightToCancel = FromSchema<typeof rightToCancelSchema>;
