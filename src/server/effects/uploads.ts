import { refuse } from '../core/errors';
import { documentsOf, type DocumentRow } from '../documents/repo';
import type { ScreenEffectContext } from './types';

/**
 * The applicant's own uploads named by a screen, of the given types: a uuid that is not one of them
 * (someone else's, another type, a condition's) is refused with the field's path.
 */
export async function ownUploads(ctx: ScreenEffectContext, uuids: readonly string[], types: readonly string[], pathOf: (index: number) => string): Promise<DocumentRow[]> {
  const mine = (await documentsOf(ctx.app.db, ctx.row.uuid, 'UPLOAD')).filter((d) => d.owner_id === ctx.row.owner_id && d.condition_uuid === null);
  return uuids.map((uuid, i) => {
    const doc = mine.find((d) => d.uuid === uuid && types.includes(d.document_type));
    if (!doc) throw refuse(400, 'refusal.uploadNotYours', {}, [{ path: pathOf(i), key: 'refusal.uploadAgain' }]);
    return doc;
  });
}
