import { refuse } from '../../core/errors';
import { bodyOf } from '../body';
import { pullCredit } from '../credit';
import type { ScreenEffect } from '../types';

/** A frozen credit file: pull again with the PIN the applicant gave. */
const reviewAppIncorrectPin: ScreenEffect = async (ctx) => {
  const result = await pullCredit(ctx, 'SOFT', { freezePin: bodyOf(ctx, 'review-app-incorrect-pin').creditFreezePin });
  if (result.flags?.creditFrozenWithPin === true) {
    throw refuse(400, 'refusal.pinRefused', {}, [{ path: '/creditFreezePin', key: 'refusal.pinRefusedField' }]);
  }
  return result;
};
export default reviewAppIncorrectPin;
