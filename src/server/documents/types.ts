import { IDENTITY_DOCUMENT_TYPES, UPLOAD_DOCUMENT_TYPES } from '../../product/enumerations';

/** Document type codes of the portal (the spec's document enumeration). */
export { IDENTITY_DOCUMENT_TYPES, UPLOAD_DOCUMENT_TYPES };

export type UploadDocumentType = (typeof UPLOAD_DOCUMENT_TYPES)[number];
export type DocumentKind = 'UPLOAD' | 'DISCLOSURE';

export const isIdentityDocument = (t: string): boolean => (IDENTITY_DOCUMENT_TYPES as readonly string[]).includes(t);
