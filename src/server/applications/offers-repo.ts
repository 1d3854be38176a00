import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';
import type { OfferTerms } from '../domain/offers';
import { isUuid } from '../../lib/format-basic';

export interface StoredOffer extends OfferTerms {
  uuid: string;
  applicationUuid: string;
}

interface OfferRow {
  uuid: string;
  application_uuid: string;
  apr: number;
  min_amount: number;
  max_amount: number;
  terms_years: number[];
  origination_pct: number;
  avm_fee: number;
  recording_fee: number;
  recording_tax_per_100k: number;
  max_cltv: number;
}

const toOffer = (r: OfferRow): StoredOffer => ({
  uuid: r.uuid,
  applicationUuid: r.application_uuid,
  apr: Number(r.apr),
  minAmount: Number(r.min_amount),
  maxAmount: Number(r.max_amount),
  termsYears: r.terms_years.map(Number),
  originationPct: Number(r.origination_pct),
  avmFee: Number(r.avm_fee),
  recordingFee: Number(r.recording_fee),
  recordingTaxPer100k: Number(r.recording_tax_per_100k),
  maxCltv: Number(r.max_cltv),
});

const COLS = 'uuid, application_uuid, apr, min_amount, max_amount, terms_years, origination_pct, avm_fee, recording_fee, recording_tax_per_100k, max_cltv';

/** Withdraws the application's current offers and stores the new decision's ones. */
export async function replaceOffers(db: Queryable, applicationUuid: string, offers: OfferTerms[]): Promise<StoredOffer[]> {
  await db.query('update offer set withdrawn_at = now() where application_uuid = $1 and withdrawn_at is null', [applicationUuid]);
  const stored: StoredOffer[] = [];
  for (const o of offers) {
    const [row] = await db.query<OfferRow>(
      `insert into offer (uuid, application_uuid, apr, min_amount, max_amount, terms_years, origination_pct, avm_fee, recording_fee, recording_tax_per_100k, max_cltv)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning ${COLS}`,
      [randomUUID(), applicationUuid, o.apr, o.minAmount, o.maxAmount, JSON.stringify(o.termsYears), o.originationPct, o.avmFee, o.recordingFee, o.recordingTaxPer100k, o.maxCltv],
    );
    stored.push(toOffer(row as OfferRow));
  }
  return stored;
}

/** The application's current offers, cheapest rate first. */
export async function currentOffers(db: Queryable, applicationUuid: string): Promise<StoredOffer[]> {
  const rows = await db.query<OfferRow>(`select ${COLS} from offer where application_uuid = $1 and withdrawn_at is null order by apr, max_amount`, [applicationUuid]);
  return rows.map(toOffer);
}

/** One current offer of this application; undefined for another application's offer or a withdrawn one. */
export async function findOffer(db: Queryable, applicationUuid: string, offerUuid: string): Promise<StoredOffer | undefined> {
  if (!isUuid(offerUuid)) return undefined;
  const [row] = await db.query<OfferRow>(`select ${COLS} from offer where uuid = $1 and application_uuid = $2 and withdrawn_at is null`, [offerUuid, applicationUuid]);
  return row ? toOffer(row) : undefined;
}

