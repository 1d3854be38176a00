import { lookUpProperty, propertyThenCredit } from '../credit';
import type { ScreenEffect } from '../types';

/** A corrected address is looked up again (and credit pulled when it was not yet). */
const reviewAppDatatree: ScreenEffect = async (ctx) => (ctx.flags.softPullComplete === true ? lookUpProperty(ctx) : propertyThenCredit(ctx));
export default reviewAppDatatree;
