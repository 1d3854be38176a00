import { refuse } from '../../core/errors';
import { bodyOf } from '../body';
import type { ScreenEffect } from '../types';

/** The recorded signing ceremony before the eNotary. */
const notaryCeremony: ScreenEffect = async (ctx) => {
  if (ctx.flags.eNotaryIdVerified !== true) throw refuse(409, 'refusal.idCheckFirst');
  const done = await ctx.app.providers.eNotary.ceremony({ sessionId: String(ctx.flags.eNotarySessionId), consent: bodyOf(ctx, 'notary-ceremony').consent });
  return { flags: { manualNotary: false, notaryComplete: done.completed, eNotaryRecordingId: done.recordingId } };
};
export default notaryCeremony;
