import type { ScreenEffect } from '../types';

/** How long the server takes to prepare the application summary (the waitSummary step waits for it). */
const SUMMARY_SECONDS = 3;

/** The demographic answers are in; the summary is prepared in the background. */
const startHmda: ScreenEffect = async (ctx) => ({
  data: { hasHmda: true },
  flags: { appSummaryReady: false, appSummaryReadyAt: new Date(ctx.now.getTime() + SUMMARY_SECONDS * 1000).toISOString() },
});
export default startHmda;
