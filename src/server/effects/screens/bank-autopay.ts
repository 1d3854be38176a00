import { refuse } from '../../core/errors';
import { bodyOf } from '../body';
import { obj, type ScreenEffect } from '../types';

/** Monthly payments: autopay from the account receiving the funds, or paid by hand. */
const bankAutopay: ScreenEffect = async (ctx) => {
  const { payType } = bodyOf(ctx, 'bank-autopay');
  const disburse = obj(ctx.data.disburseAccount);
  if (!disburse.uuid) throw refuse(400, 'refusal.disburseFirst');
  if (payType === 'MANUAL') return { data: { payType: 'MANUAL', autopayAccount: null } };
  return { data: { payType: 'AUTOPAY', autopayAccount: { uuid: disburse.uuid, mask: disburse.mask } } };
};
export default bankAutopay;
