import { accountNumberProblem, lastFour, routingNumberProblem, ROUTING_MESSAGES } from '../../../lib/bank';
import { badRequest, type FieldError } from '../../core/errors';
import { accountSummary, insertBankAccount } from '../../funding/bank-accounts';
import { bodyOf } from '../body';
import type { ScreenEffect } from '../types';
import { verifyDisburseAccount } from '../verify-account';

/** An account entered by hand: checked (ABA checksum, account rules, both numbers alike) and kept outside the application. */
const bankManualDisburse: ScreenEffect = async (ctx) => {
  const body = bodyOf(ctx, 'bank-manual-disburse');
  const fieldErrors: FieldError[] = [];
  const rp = routingNumberProblem(body.routingNumber);
  if (rp) fieldErrors.push({ path: '/routingNumber', message: ROUTING_MESSAGES[rp] });
  const ap = accountNumberProblem(body.accountNumber);
  if (ap) fieldErrors.push({ path: '/accountNumber', message: ap });
  if (body.accountNumber !== body.confirmAccountNumber) fieldErrors.push({ path: '/confirmAccountNumber', message: 'The account numbers do not match' });
  if (fieldErrors.length) throw badRequest(fieldErrors.map((e) => `${e.path}: ${e.message}`).join(', '), fieldErrors);
  const account = await insertBankAccount(ctx.app.db, ctx.row.uuid, {
    source: 'MANUAL', institution_name: 'Entered by hand', account_name: body.accountType === 'SAVINGS' ? 'Savings' : 'Checking',
    account_type: body.accountType, routing_number: body.routingNumber, account_number: body.accountNumber, mask: lastFour(body.accountNumber), owner_name: body.accountHolderName,
  });
  return { data: { disburseMethod: 'MANUAL', disburseAccount: accountSummary(account) }, flags: await verifyDisburseAccount(ctx, account) };
};
export default bankManualDisburse;
