import multipart from '@fastify/multipart';
import { binary, errors, uuid, uuidParams, type ServicePlugin } from '../../core/route-schemas';
import { loadForUser, signersOf } from '../../applications/repo';
import { bearerSecurity, clientOf, requireUser, userOf } from '../../core/auth';
import { badRequest, refuse } from '../../core/errors';
import { findCondition } from '../../conditions/repo';
import { acceptsDocument, conditionDocumentNames, isKnownCategory } from '../../conditions/categories';
import { currentDisclosure, englishOnlyDisclosures, findSignature, signDisclosure, signatureView, signaturesOf } from '../../documents/disclosures';
import { disclosuresSchema, documentViewSchema, signatureViewSchema } from '../../../contracts/documents';
import { documentView, documentsOf, findDocument, insertDocument } from '../../documents/repo';
import { UPLOAD_DOCUMENT_TYPES } from '../../documents/types';
import { isIdentityDocument } from '../../documents/types';
import { writeScreen } from '../../applications/screen-write';
import { displayName } from '../../signers/names';
import { afterSignerSignature } from '../../signers/signed';
import { MAX_UPLOAD_BYTES, receiveFile } from '../../uploads/receive';
import { documentPdfRoute, sendAttachment } from '../../documents/download';
import { storedName } from '../../uploads/names';

const BASE = '/api/v1/application/heloc/:uuid';


/** Uploaded documents, generated disclosures and their electronic signatures. */
const serviceDocuments: ServicePlugin = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  app.addHook('onRequest', requireUser());

  app.post(`${BASE}/documents`, {
    schema: {
      tags: ['documents'], security: bearerSecurity, params: uuidParams, consumes: ['multipart/form-data'],
      summary: 'Uploads one document (PDF, JPEG, PNG or HEIC, up to 10 MB) in the multipart field "file"',
      querystring: {
        type: 'object', required: ['documentType'],
        properties: { documentType: { type: 'string', enum: [...UPLOAD_DOCUMENT_TYPES] }, conditionUuid: uuid },
      },
      response: { 201: documentViewSchema, ...errors },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    const { uuid: appUuid } = request.params;
    const { documentType, conditionUuid } = request.query;
    const { app: row, access } = await loadForUser(app.db, appUuid, user);
    if (conditionUuid) {
      const condition = await findCondition(app.db, row.uuid, conditionUuid);
      // conditions the applicant is not shown cannot be answered either
      if (!condition || !isKnownCategory(condition.category)) throw refuse(404, 'refusal.conditionNotFound');
      if (condition.status !== 'OPEN') throw refuse(400, 'refusal.conditionSatisfied');
      if (!acceptsDocument(condition.category, documentType)) throw badRequest(`This condition asks for ${conditionDocumentNames(condition.category)}`);
    }
    // The whole file is read before anything is stored, so a client that goes away mid-upload leaves nothing.
    const file = await receiveFile(request);
    // The bytes and the document row land together or not at all.
    const doc = await app.db.transaction(async (tx) => {
      const blob = await app.blobs.put({
        ownerId: user.id, purpose: documentType, filename: storedName(documentType, file.ext), displayName: file.displayName, contentType: file.contentType, data: file.data,
      }, tx);
      // business time (the sandbox clock), like the conditions it may answer
      const stored = await insertDocument(tx, { applicationUuid: row.uuid, ownerId: user.id, kind: 'UPLOAD', documentType, blob, conditionUuid, createdAt: app.clock.now() });
      // An upload only stores the document: the step's screen names it when the applicant goes on.
      // An additional signer's ID is their identity check for signing.
      if (access === 'signer' && isIdentityDocument(documentType)) {
        await tx.query(`update application_signer set status = 'IDENTITY_VERIFIED' where application_uuid = $1 and identity_uuid = $2 and status = 'ACCEPTED'`, [row.uuid, user.id]);
      }
      return stored;
    });
    return reply.status(201).send(documentView(doc));
  });

  app.get(`${BASE}/documents`, {
    schema: {
      tags: ['documents'], security: bearerSecurity, params: uuidParams,
      summary: "The caller's own uploads for the application",
      response: { 200: { type: 'array', items: documentViewSchema }, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const { app: row } = await loadForUser(app.db, request.params.uuid, user);
    return (await documentsOf(app.db, row.uuid, 'UPLOAD')).filter((d) => d.owner_id === user.id).map(documentView);
  });

  app.get(`${BASE}/documents/:documentUuid/file`, {
    schema: {
      tags: ['documents'], security: bearerSecurity, summary: 'Downloads an upload; only the person who uploaded it may',
      params: { type: 'object', required: ['uuid', 'documentUuid'], properties: { uuid, documentUuid: uuid } },
      response: { 200: binary, ...errors },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    const { uuid: appUuid, documentUuid } = request.params;
    const { app: row } = await loadForUser(app.db, appUuid, user);
    const doc = await findDocument(app.db, row.uuid, documentUuid);
    if (!doc || doc.kind !== 'UPLOAD' || doc.owner_id !== user.id) throw refuse(404, 'refusal.documentNotFound');
    const blob = await app.blobs.get(doc.blob_id);
    if (!blob) throw refuse(404, 'refusal.documentNotFound');
    return sendAttachment(reply, blob);
  });

  app.get(`${BASE}/disclosures`, {
    schema: {
      tags: ['documents'], security: bearerSecurity, params: uuidParams,
      summary: 'The disclosures for the current terms, with their SHA-256 and the signatures made so far',
      response: { 200: disclosuresSchema, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const { app: row, signers } = await loadForUser(app.db, request.params.uuid, user);
    const { doc } = await currentDisclosure(app, row);
    return {
      document: documentView(doc),
      signatures: (await signaturesOf(app, row.uuid)).map((sig) => ({ ...signatureView(sig), mine: sig.signer_id === user.id })),
      signers: signers.map((s) => ({ name: `${s.first_name} ${s.last_name}`, email: s.email, status: s.status })),
      ...(await englishOnlyDisclosures(app, row)),
    };
  });

  documentPdfRoute(app, { path: 'disclosures', kind: 'DISCLOSURE', tags: ['documents'], summary: 'The disclosure PDF as generated' });

  app.post(`${BASE}/disclosures/sign`, {
    schema: {
      tags: ['documents'], security: bearerSecurity, params: uuidParams,
      summary: 'Signs exactly the document shown (by uuid and SHA-256); 409 when it changed since',
      body: {
        type: 'object', required: ['documentUuid', 'sha256', 'agree'], additionalProperties: false,
        properties: { documentUuid: uuid, sha256: { type: 'string', pattern: '^[0-9a-f]{64}$' }, agree: { const: true } },
      },
      response: { 201: signatureViewSchema, ...errors },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    const { uuid: appUuid } = request.params;
    const body = request.body;
    app.screens.validate('signing-consent', body, request.language());
    const { app: row, access } = await loadForUser(app.db, appUuid, user);
    if (access === 'owner') {
      // The applicant's signature is the signing step's screen, through the one screen write.
      const { reply: answer } = await writeScreen(app, { uuid: row.uuid, screenId: 'signing-consent', body: { agree: body.agree, documentUuid: body.documentUuid, sha256: body.sha256 }, user, client: clientOf(request) });
      const mine = await findSignature(app, row.uuid, String((answer.signature as { uuid?: unknown } | undefined)?.uuid ?? ''));
      if (!mine) throw refuse(409, 'refusal.alreadySigned');
      return reply.status(201).send(signatureView(mine));
    }
    const me = (await signersOf(app.db, row.uuid)).find((s) => s.identity_uuid === user.id);
    if (me?.status !== 'IDENTITY_VERIFIED') throw refuse(409, 'refusal.verifyBeforeSigning');
    const name = await displayName(app, row, user.id, access);
    const client = clientOf(request);
    const sig = await signDisclosure(app, row, { documentUuid: body.documentUuid, sha256: body.sha256, signerId: user.id, signerName: name, role: 'ADDITIONAL_SIGNER', ip: client.ip, userAgent: client.userAgent });
    await afterSignerSignature(app, row.uuid, user.id);
    return reply.status(201).send(signatureView(sig));
  });

  app.get(`${BASE}/signatures/:signatureUuid/pdf`, {
    schema: {
      tags: ['documents'], security: bearerSecurity, summary: 'The signed PDF with its signature certificate',
      params: { type: 'object', required: ['uuid', 'signatureUuid'], properties: { uuid, signatureUuid: uuid } },
      response: { ...errors },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    const { uuid: appUuid, signatureUuid } = request.params;
    const { app: row, access } = await loadForUser(app.db, appUuid, user);
    const sig = await findSignature(app, row.uuid, signatureUuid);
    if (!sig || (access === 'signer' && sig.signer_id !== user.id)) throw refuse(404, 'refusal.signatureNotFound');
    const blob = await app.blobs.get(sig.signed_blob_id);
    if (!blob) throw refuse(404, 'refusal.signatureNotFound');
    return sendAttachment(reply, { ...blob, contentType: 'application/pdf' });
  });
};


export default serviceDocuments;
