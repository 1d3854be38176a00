import { bodyOf } from '../body';
import { digits, merge, pullCredit } from '../credit';
import type { ScreenEffect } from '../types';

/** The bureau needed the SSN: the soft pull runs again with it (only its last four digits are kept). */
const creditSocial: ScreenEffect = async (ctx) => {
  const ssn = digits(bodyOf(ctx, 'credit-social').ssn);
  const result = await pullCredit(ctx, 'SOFT', { ssn });
  return merge({ data: { hasSsn: true, ssnLast4: ssn.slice(-4) }, flags: { hasSsn: true } }, result);
};
export default creditSocial;
