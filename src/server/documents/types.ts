/** Document type codes of the portal (the spec's document enumeration). */
export const IDENTITY_DOCUMENT_TYPES = [
  'DRIVERS_LICENSE_FRONT', 'ID_CARD_FRONT', 'PASSPORT_FRONT', 'PERMANENT_RESIDENT_FRONT',
] as const;

export const UPLOAD_DOCUMENT_TYPES = [
  ...IDENTITY_DOCUMENT_TYPES,
  'DRIVERS_LICENSE_BACK', 'BANK_STATEMENT', 'CERTIFICATE_OF_TRUST', 'PROOF_OF_FLOOD_INSURANCE',
  'PROOF_OF_HAZARD_INSURANCE', 'USER_UPLOADED_PAYSTUB', 'PROPERTY_DESCRIPTION_SOURCE', 'CANCELLATION_PROOF', 'SUPPORT',
] as const;

export type UploadDocumentType = (typeof UPLOAD_DOCUMENT_TYPES)[number];
export type DocumentKind = 'UPLOAD' | 'DISCLOSURE';

export const isIdentityDocument = (t: string): boolean => (IDENTITY_DOCUMENT_TYPES as readonly string[]).includes(t);
