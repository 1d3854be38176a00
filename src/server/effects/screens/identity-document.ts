import { backDocumentType } from '../../../product/enumerations';
import { bodyOf } from '../body';
import { obj, type ScreenEffect } from '../types';
import { ownUploads } from '../uploads';

/**
 * The government ID the applicant uploaded, of the type they said it is, joins the application's
 * documents: the front, and the back where the screen asked for one (uploaded as the front's back type).
 */
const identityDocument: ScreenEffect = async (ctx) => {
  const { documentType, documentUuid, backDocumentUuid } = bodyOf(ctx, 'identity-document');
  const [front] = await ownUploads(ctx, [documentUuid], [documentType], () => '/documentUuid');
  const backType = backDocumentUuid ? backDocumentType(documentType) : undefined;
  const [back] = backDocumentUuid ? await ownUploads(ctx, [backDocumentUuid], backType ? [backType] : [], () => '/backDocumentUuid') : [];
  const sides = [{ uuid: front?.uuid, type: documentType }, ...(back ? [{ uuid: back.uuid, type: backType }] : [])];
  const documents = (Array.isArray(ctx.data.documents) ? ctx.data.documents : []).filter((d) => !sides.some((s) => s.uuid === obj(d).uuid));
  return { data: { documents: [...documents, ...sides] }, flags: { identityDocumentType: documentType } };
};
export default identityDocument;
