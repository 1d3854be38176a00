import { badRequest } from '../../core/errors';
import { bodyOf } from '../body';
import type { ScreenEffect } from '../types';
import { ownUploads } from '../uploads';

/** The paystubs the underwriter asked for, uploaded by the applicant. */
const incomePaystubs: ScreenEffect = async (ctx) => {
  const { documentUuids } = bodyOf(ctx, 'income-paystubs');
  const docs = await ownUploads(ctx, documentUuids, ['USER_UPLOADED_PAYSTUB'], (i) => `/documentUuids/${i}`);
  const need = Number(ctx.flags.paystubsRequired ?? 1) || 1;
  if (docs.length < need) {
    const more = need - docs.length;
    throw badRequest(`Please upload ${more} more paystub${more === 1 ? '' : 's'}`, [{ path: '/documentUuids', message: `Please upload ${more} more paystub${more === 1 ? '' : 's'}` }]);
  }
  return { data: { paystubDocuments: docs.map((d) => d.uuid) }, flags: { manualPaystubTasksComplete: true } };
};
export default incomePaystubs;
