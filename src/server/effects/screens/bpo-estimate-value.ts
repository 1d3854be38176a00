import type { ScreenEffect } from '../types';

/** The applicant's estimate is on record (data.estimatedValue); the valuation is ordered from the vendor. */
const bpoEstimateValue: ScreenEffect = async (ctx) => ({ flags: { bpo: 'BPO_PROCESSING', bpoOrderedAt: ctx.now.toISOString() } });
export default bpoEstimateValue;
