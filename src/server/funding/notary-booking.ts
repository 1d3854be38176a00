import type { FastifyInstance } from 'fastify';
import type { ApplicationRow } from '../applications/repo';
import { notarySlots } from '../providers/notary';

const isoMinute = (d: Date): string => new Date(d).toISOString().replace('.000Z', 'Z');

/** Manual notary appointments still free for this application's lender (its phone hours, Pacific time). */
export async function freeNotarySlots(app: FastifyInstance, row: ApplicationRow): Promise<string[]> {
  const hours = (await app.content.orgOfApplication(row)).operatingHours;
  const taken = await app.db.query<{ slot_start: Date }>(`select slot_start from notary_reservation where status = 'RESERVED' and kind = 'MANUAL'`);
  return notarySlots(hours?.OPS_PHONE ?? [], app.clock.now(), new Set(taken.map((t) => isoMinute(t.slot_start))));
}

export const slotKey = (slot: string): string => isoMinute(new Date(slot));
