import type { ScreenEffect } from '../types';

/** The applicant confirmed that the other liens are paid off from the line. */
const payoffHold: ScreenEffect = async (ctx) => ({ flags: { inquiryAttestComplete: true, inquiryAttestAt: ctx.now.toISOString() } });
export default payoffHold;
