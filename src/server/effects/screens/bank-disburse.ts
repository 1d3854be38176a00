import { refuse } from '../../core/errors';
import { accountSummary, findBankAccount } from '../../funding/bank-accounts';
import { bodyOf } from '../body';
import type { ScreenEffect } from '../types';
import { verifyDisburseAccount } from '../verify-account';

/** The account that receives the funds: one linked through the bank-link provider, or "by hand" next. */
const bankDisburse: ScreenEffect = async (ctx) => {
  const body = bodyOf(ctx, 'bank-disburse');
  if (body.method === 'MANUAL') return { data: { disburseMethod: 'MANUAL', disburseAccount: null } };
  const account = await findBankAccount(ctx.app.db, ctx.row.uuid, String(body.accountUuid));
  if (!account) throw refuse(404, 'refusal.bankAccountNotFound');
  return { data: { disburseMethod: 'LINKED', disburseAccount: accountSummary(account) }, flags: await verifyDisburseAccount(ctx, account) };
};
export default bankDisburse;
