import { bodyOf } from '../body';
import { obj, type ScreenEffect } from '../types';
import { ownUploads } from '../uploads';

/** The government ID the applicant uploaded, of the type they said it is, joins the application's documents. */
const identityDocument: ScreenEffect = async (ctx) => {
  const { documentType, documentUuid } = bodyOf(ctx, 'identity-document');
  const [doc] = await ownUploads(ctx, [documentUuid], [documentType], () => '/documentUuid');
  const documents = (Array.isArray(ctx.data.documents) ? ctx.data.documents : []).filter((d) => obj(d).uuid !== doc?.uuid);
  return { data: { documents: [...documents, { uuid: doc?.uuid, type: documentType }] }, flags: { identityDocumentType: documentType } };
};
export default identityDocument;
