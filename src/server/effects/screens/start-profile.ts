import { CONSENT } from '../../../product/guards';
import { merge, propertyThenCredit, withConsent } from '../credit';
import type { ScreenEffect } from '../types';

/** The soft-credit consent is recorded, the home looked up, then the soft pull runs. */
const startProfile: ScreenEffect = async (ctx) => {
  const consents = withConsent(ctx.data, CONSENT.softCredit, ctx.now);
  const result = await propertyThenCredit({ ...ctx, data: { ...ctx.data, consents } });
  return merge({ data: { consents } }, result);
};
export default startProfile;
