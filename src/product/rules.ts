/**
 * Lending rules both the browser and the server apply, stated once. Records are the application as
 * the flow's guards read it (screen data with the server's flags over it).
 */
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The state the home is in: the address the applicant gave, else the property record's. */
export function propertyState(record: Record<string, unknown>): string {
  const property = obj(record.property);
  const state = obj(property.address).state ?? property.state;
  return typeof state === 'string' ? state : '';
}

export const isTexas = (record: Record<string, unknown>): boolean => propertyState(record) === 'TX';

/** Valuation (BPO) statuses that end the Texas valuation path. */
const VALUATION_DONE = ['BPO_COMPLETE', 'BPO_NOT_REQUIRED'];

/** Texas home equity rules require a home valuation before signing, unless one is done or not required. */
export const valuationPending = (record: Record<string, unknown>): boolean => isTexas(record) && !VALUATION_DONE.includes(String(record.bpo ?? ''));

/**
 * Sandbox flood determination: ZIP codes starting with 700 or 701 (coastal Louisiana) are in a
 * special flood hazard area; an explicit property.floodZone value wins.
 */
export function inFloodZone(record: Record<string, unknown>): boolean {
  const property = obj(record.property);
  if (typeof property.floodZone === 'boolean') return property.floodZone;
  return /^70[01]/.test(String(obj(property.address).zip ?? ''));
}

/** Insurance proofs an application needs: hazard always, flood when the home is in a flood zone. */
export const insuranceRequirements = (record: Record<string, unknown>): string[] =>
  ['PROOF_OF_HAZARD_INSURANCE', ...(inFloodZone(record) ? ['PROOF_OF_FLOOD_INSURANCE'] : [])];
