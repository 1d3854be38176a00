import type { ScreenEffect } from '../types';

/** The applicant confirmed the summary: the application is submitted. */
const startAppSummary: ScreenEffect = async (ctx) => ({ flags: { appSummaryAccepted: true, submittedAt: ctx.now.toISOString() } });
export default startAppSummary;
