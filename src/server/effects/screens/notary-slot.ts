import { randomUUID } from 'node:crypto';
import { refuse } from '../../core/errors';
import { freeNotarySlots, slotKey } from '../../funding/notary-booking';
import { inPersonNotaryFee } from '../../domain/pricing';
import { bodyOf } from '../body';
import type { ScreenEffect } from '../types';

/** Books a manual notary appointment at a free time within the lender's hours, at the lender's fee. */
const notarySlot: ScreenEffect = async (ctx) => {
  const feeCents = Math.round(inPersonNotaryFee(ctx.org) * 100);
  const slot = slotKey(bodyOf(ctx, 'notary-slot').slot);
  if (!(await freeNotarySlots(ctx.app, ctx.row)).includes(slot)) throw refuse(409, 'refusal.slotTaken');
  await ctx.app.db.query('insert into notary_reservation (uuid, application_uuid, kind, slot_start, fee_cents) values ($1, $2, $3, $4, $5)', [randomUUID(), ctx.row.uuid, 'MANUAL', slot, feeCents]);
  return { data: { requestedManualNotaryTime: slot }, flags: { manualNotary: true, notaryFeeCents: feeCents, notaryComplete: true } };
};
export default notarySlot;
