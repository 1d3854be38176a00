/** Property records and automated valuation (a datatree-like service) behind an interface. */
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

export interface PropertyProvider {
  lookup(request: PropertyRequest): Promise<PropertyRecord>;
  /** The result of a home valuation (broker price opinion) ordered earlier; the flow waits out the vendor's time. */
  valuation(request: { address: PropertyRequest['address']; estimatedValue?: number }): Promise<{ value: number }>;
}
