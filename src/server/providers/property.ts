import type { TitleStatus } from '../../lib/enumerations';

/** Property records, automated valuation, flood zone determination and title search behind an interface. */
export interface PropertyRequest {
  address: { street1: string; street2?: string; city: string; state: string; zip: string };
  /** Owner the applicant says they are, to compare with the owner of record. */
  ownerLastName: string;
}

export type PropertyOutcome = 'FOUND' | 'NO_MATCH' | 'MULTIPLE' | 'NOT_FOUND';

export interface PropertyRecord {
  outcome: PropertyOutcome;
  propertyUuid?: string;
  /** Automated valuation; null when none is available (the AVM fee then applies). */
  avmValue?: number | null;
  assessedValue?: number;
  ownerLastNames?: string[];
  state?: string;
}

/** A flood zone determination: whether the home is in a special flood hazard area, once the certificate is back. */
export type FloodDetermination = { certificate: 'RECEIVED'; floodZone: boolean } | { certificate: 'PENDING' };

/** A title search: where it stands and, when it found one, what an underwriter must review. */
export interface TitleReport {
  status: TitleStatus;
  /** The finding in plain words (a legal description that does not match the deed of record). */
  issue?: string;
}

export interface PropertyProvider {
  lookup(request: PropertyRequest): Promise<PropertyRecord>;
  /** Orders the home's flood certificate; the vendor may answer it later (PENDING). */
  orderFloodCertificate(request: PropertyRequest): Promise<FloodDetermination>;
  /** The certificate of an order that was PENDING, once the vendor's time has passed. */
  floodCertificate(request: PropertyRequest): Promise<{ floodZone: boolean }>;
  /** The preliminary title search before the offer, the final one before closing. */
  title(request: PropertyRequest & { stage: 'PREQUAL' | 'FINAL' }): Promise<TitleReport>;
  /** The result of a home valuation (broker price opinion) ordered earlier; the flow waits out the vendor's time. */
  valuation(request: { address: PropertyRequest['address']; estimatedValue?: number }): Promise<{ value: number }>;
}
