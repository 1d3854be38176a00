import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApplicationRow } from '../applications/repo';
import { refuse } from '../core/errors';
import { applicationWords } from '../core/language';
import { BASE_LANGUAGE } from '../../engine/languages';
import { DISCLOSURE_PDF_DOCUMENTS, englishOnlyFor, type EnglishOnlyDocument } from '../../product/english-only';
import { businessDays } from '../funding/business-days';
import { disclosurePdf, signedPdf } from './pdf';
import { documentsOf, insertDocument, type DocumentRow } from './repo';
import { termsOf, type DisclosureTerms } from './terms';
import { findOffer } from '../applications/offers-repo';
import { inPersonNotaryFee } from '../domain/pricing';

export const DISCLOSURE_TYPE = 'HELOC_AGREEMENT_AND_DISCLOSURES';

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

export interface SignatureRow {
  uuid: string;
  application_uuid: string;
  document_uuid: string;
  signer_id: string;
  signer_name: string;
  role: string;
  document_sha256: string;
  signed_blob_id: string;
  signed_sha256: string;
  ip: string;
  user_agent: string | null;
  signed_at: Date;
}

const SIG_COLS = 'uuid, application_uuid, document_uuid, signer_id, signer_name, role, document_sha256, signed_blob_id, signed_sha256, ip, user_agent, signed_at';

/** The disclosure figures of the application as it stands: its chosen offer priced for its amount and term, its lender as the content version it started on names it. */
export async function disclosureTermsOf(app: FastifyInstance, row: ApplicationRow): Promise<DisclosureTerms> {
  const org = await app.content.orgOfApplication(row);
  const offerUuid = row.data.selectedOfferId;
  const offer = typeof offerUuid === 'string' ? await findOffer(app.db, row.uuid, offerUuid) : undefined;
  return termsOf(row, { name: org.orgMetaData.footer.companyName, nmls: org.orgMetaData.footer.companyNMLS }, offer, inPersonNotaryFee(org));
}

/**
 * The disclosures as they stand for the application's current terms. The PDF is regenerated from
 * the terms and stored again only when its bytes differ, so the latest stored copy is always the
 * one a signature must match.
 */
export async function currentDisclosure(app: FastifyInstance, row: ApplicationRow): Promise<{ doc: DocumentRow; bytes: Uint8Array }> {
  // in the application's language: a switch of language makes another document, to be read again before signing
  const bytes = await disclosureBytes(app, row);
  const digest = sha256(bytes);
  const existing = (await documentsOf(app.db, row.uuid, 'DISCLOSURE')).at(-1);
  if (existing && existing.sha256 === digest) return { doc: existing, bytes };
  const doc = await app.db.transaction(async (tx) => {
    const blob = await app.blobs.put({ ownerId: row.owner_id, purpose: 'disclosure', filename: `disclosures-${row.loan_number}.pdf`, contentType: 'application/pdf', data: Buffer.from(bytes) }, tx);
    return insertDocument(tx, { applicationUuid: row.uuid, ownerId: row.owner_id, kind: 'DISCLOSURE', documentType: DISCLOSURE_TYPE, blob });
  });
  return { doc, bytes };
}

/**
 * The documents of the disclosures PDF its lender gives in English only to this application (one
 * speaking another language, for a home in a state its lender's file marks); none otherwise.
 */
export async function englishOnlyDisclosures(app: FastifyInstance, row: ApplicationRow, terms?: DisclosureTerms): Promise<{ englishOnly?: { state: string; documents: EnglishOnlyDocument[] } }> {
  const { lang, org } = await applicationWords(app, row);
  const state = (terms ?? await disclosureTermsOf(app, row)).homeState;
  const documents = englishOnlyFor(org, lang, state, DISCLOSURE_PDF_DOCUMENTS);
  return documents.length ? { englishOnly: { state, documents } } : {};
}

/** The disclosures PDF in the application's language, or in English with a summary in it first when its lender must give it in English. */
async function disclosureBytes(app: FastifyInstance, row: ApplicationRow): Promise<Uint8Array> {
  const terms = await disclosureTermsOf(app, row);
  const words = await applicationWords(app, row);
  const documents = (await englishOnlyDisclosures(app, row, terms)).englishOnly?.documents;
  if (!documents) return disclosurePdf(terms, words.text);
  const english = await applicationWords(app, { ...row, language: BASE_LANGUAGE });
  return disclosurePdf(terms, english.text, { words: words.text, documents });
}

export async function signaturesOf(app: FastifyInstance, applicationUuid: string): Promise<SignatureRow[]> {
  return app.db.query<SignatureRow>(`select ${SIG_COLS} from document_signature where application_uuid = $1 order by signed_at`, [applicationUuid]);
}

export async function findSignature(app: FastifyInstance, applicationUuid: string, uuid: string): Promise<SignatureRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(uuid)) return undefined;
  const [row] = await app.db.query<SignatureRow>(`select ${SIG_COLS} from document_signature where application_uuid = $1 and uuid = $2`, [applicationUuid, uuid]);
  return row;
}

export interface SignInput {
  documentUuid: string;
  sha256: string;
  signerId: string;
  signerName: string;
  role: 'PRIMARY' | 'ADDITIONAL_SIGNER';
  ip: string;
  userAgent?: string;
}

/**
 * Records an electronic signature of exactly the document the signer was shown: when the terms
 * changed since (a new document, other bytes), the signature is refused with a 409 and nothing is kept.
 */
export async function signDisclosure(app: FastifyInstance, row: ApplicationRow, input: SignInput): Promise<SignatureRow> {
  const { doc, bytes } = await currentDisclosure(app, row);
  if (doc.uuid !== input.documentUuid || doc.sha256 !== input.sha256) {
    throw refuse(409, 'refusal.documentsChanged');
  }
  const previous = (await signaturesOf(app, row.uuid)).find((s) => s.signer_id === input.signerId && s.document_uuid === doc.uuid);
  if (previous) throw refuse(409, 'refusal.alreadySigned');
  const signedAt = app.clock.now();
  const dates = (await businessDays()).fundingDates(signedAt);
  const signed = await signedPdf(bytes, {
    signerName: input.signerName, role: input.role, signedAt, ip: input.ip, documentSha256: doc.sha256,
    rescissionEndsOn: dates.rescissionEndsOn, fundingOn: dates.fundingOn,
  }, (await applicationWords(app, row)).text);
  // the signed copy and the signature row land together or not at all
  return app.db.transaction(async (tx) => {
    const blob = await app.blobs.put({ ownerId: input.signerId, purpose: 'signed-disclosure', filename: `signed-disclosures-${row.loan_number}.pdf`, contentType: 'application/pdf', data: Buffer.from(signed) }, tx);
    const [sig] = await tx.query<SignatureRow>(
      `insert into document_signature (uuid, application_uuid, document_uuid, signer_id, signer_name, role, document_sha256, signed_blob_id, signed_sha256, ip, user_agent, signed_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning ${SIG_COLS}`,
      [randomUUID(), row.uuid, doc.uuid, input.signerId, input.signerName, input.role, doc.sha256, blob.id, blob.sha256, input.ip, input.userAgent ?? null, signedAt],
    );
    return sig as SignatureRow;
  });
}

export function signatureView(s: SignatureRow) {
  return {
    uuid: s.uuid, documentUuid: s.document_uuid, signerId: s.signer_id, signerName: s.signer_name, role: s.role,
    documentSha256: s.document_sha256, signedSha256: s.signed_sha256, ip: s.ip, signedAt: new Date(s.signed_at).toISOString(),
  };
}

