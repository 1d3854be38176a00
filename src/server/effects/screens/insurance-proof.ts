import { insuranceRequirements } from '../../../product/rules';
import { badRequest } from '../../core/errors';
import { businessDays } from '../../funding/business-days';
import { rescissionStartsAt } from '../../funding/funding';
import { bodyOf } from '../body';
import type { ScreenEffect } from '../types';
import { ownUploads } from '../uploads';

/** The insurance proofs the home needs (hazard, and flood in a flood zone) are uploaded. */
const insuranceProof: ScreenEffect = async (ctx) => {
  const required = insuranceRequirements(ctx.data);
  const docs = await ownUploads(ctx, bodyOf(ctx, 'insurance-proof').documentUuids, required, (i) => `/documentUuids/${i}`);
  const missing = required.filter((t) => !docs.some((d) => d.document_type === t));
  if (missing.length) throw badRequest(`Please upload ${missing.length === 1 ? 'the last proof of insurance' : 'every proof of insurance'} first`, [{ path: '/documentUuids', message: 'Please upload every proof of insurance asked for' }]);
  const signedAt = await rescissionStartsAt(ctx.app, ctx.row);
  const dates = signedAt ? (await businessDays()).fundingDates(signedAt) : undefined;
  return {
    data: { insurance: { complete: true, documents: docs.map((d) => d.uuid) } },
    flags: { checklistStatus: 'COMPLETE', ...(dates ? { rescissionEndsOn: dates.rescissionEndsOn, fundingDate: dates.fundingOn } : {}) },
  };
};
export default insuranceProof;
