import { pullCredit } from '../credit';
import type { ScreenEffect } from '../types';

/** The bureau failed: try the soft pull again. */
const creditError: ScreenEffect = async (ctx) => pullCredit(ctx, 'SOFT', {});
export default creditError;
