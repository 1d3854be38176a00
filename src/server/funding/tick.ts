import type { FastifyInstance } from 'fastify';
import type { ApplicationRow } from '../applications/repo';
import { currentDisclosure } from '../documents/disclosures';
import { fundIfDue } from './funding';
import { S, moveTo } from './journey';

/** How long the sandbox valuation vendor takes to return a value. */
export const VALUATION_MINUTES = 60;

/**
 * Finishes the waiting steps whose work is done: disclosures generated (waitSign), closing ready
 * (waitNotary), valuation back (bpoProcessing), rescission over (waitFund). Run when the client polls
 * the funding status, so the sandbox clock alone drives the journey and no scheduler is needed.
 */
export async function tick(app: FastifyInstance, row: ApplicationRow): Promise<ApplicationRow> {
  switch (row.state) {
    case S.waitSign: {
      await currentDisclosure(app, row);
      return moveTo(app, row, S.sign, 'documentsReady', row.owner_id);
    }
    case S.waitNotary:
      return moveTo(app, row, S.notary, 'notaryReady', row.owner_id, { flags: { closingReady: true } });
    case S.bpoProcessing: {
      const ordered = Date.parse(String(row.flags.bpoOrderedAt ?? ''));
      if (Number.isFinite(ordered) && app.clock.now().getTime() - ordered >= VALUATION_MINUTES * 60_000) {
        return moveTo(app, row, S.waitSign, 'valuationDone', row.owner_id, { flags: { bpo: 'BPO_COMPLETE' } });
      }
      return row;
    }
    case S.waitMerchant:
      // the sandbox underwriter reviews uploaded paystubs at once
      return moveTo(app, row, S.ach, 'incomeVerified', row.owner_id, { flags: { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' } });
    case S.waitFund:
      return fundIfDue(app, row);
    default:
      return row;
  }
}
