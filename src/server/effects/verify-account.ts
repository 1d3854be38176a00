import { raiseForFinding } from '../conditions/service';
import type { BankAccountRow } from '../funding/bank-accounts';
import type { ScreenEffectContext } from './types';

/**
 * The account that receives the funds goes through the bank account check (GIACT) when it is chosen;
 * one that fails raises a bank account fraud review, which takes the application to the conditions step.
 */
export async function verifyDisburseAccount(ctx: ScreenEffectContext, account: BankAccountRow): Promise<Record<string, unknown>> {
  const giactAccountStatus = await ctx.app.providers.bankLink.verifyAccount({
    routingNumber: account.routing_number, accountNumber: account.account_number, ownerName: account.owner_name ?? '',
  });
  if (giactAccountStatus !== 'FAILED_VERIFICATION') return { giactAccountStatus };
  const raised = await raiseForFinding(ctx.app.db, ctx.row.uuid, {
    category: 'BANK_ACCOUNT_FRAUD_REVIEW', notes: `Account verification failed for the account ending ${account.mask.slice(-4)}`,
    xtraData: { accountMask: account.mask.slice(-4) },
  }, ctx.now);
  return { giactAccountStatus, ...raised };
}
