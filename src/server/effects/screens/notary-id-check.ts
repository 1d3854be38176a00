import { randomUUID } from 'node:crypto';
import { badRequest } from '../../core/errors';
import { bodyOf } from '../body';
import { obj, str, type ScreenEffect } from '../types';

/** The eNotary checks the applicant's ID before the signing ceremony. */
const notaryIdCheck: ScreenEffect = async (ctx) => {
  const { lastFourOfId } = bodyOf(ctx, 'notary-id-check');
  const result = await ctx.app.providers.eNotary.checkIdentity({ lastFourOfId, dob: str(obj(ctx.data.borrower).dob) });
  if (!result.passed) throw badRequest(result.reason ?? 'The identity check failed', [{ path: '/lastFourOfId', message: result.reason ?? 'The identity check failed' }]);
  return { flags: { eNotaryIdVerified: true, eNotarySessionId: randomUUID() } };
};
export default notaryIdCheck;
