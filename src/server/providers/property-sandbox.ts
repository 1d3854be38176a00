import { createHash } from 'node:crypto';
import { inFloodZone } from '../../product/rules';
import type { PropertyProvider, PropertyRecord, PropertyRequest } from './property';

/** A stable uuid for an address, so the same home is the same property on every lookup. */
function propertyUuidFor(address: PropertyRequest['address']): string {
  const key = [address.street1, address.street2 ?? '', address.city, address.state, address.zip].join('|').toLowerCase().replace(/\s+/g, ' ');
  const h = createHash('sha256').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Values of the sandbox property records (docs/flow.md, "Test personas"). */
export const SANDBOX_VALUES = { avm: 600_000, texasAssessed: 300_000 } as const;

/** Sandbox persona last names of the flood and title vendors (docs/flow.md, "Test personas"). */
export const SANDBOX_PROPERTY_PERSONAS = { floodPending: 'flood', titleReview: 'cloud' } as const;

/**
 * Sandbox property records: persona last names Nomatch (no record matches the address), Multiple
 * (the address matches several parcels) and Owner (someone else owns it of record); a Texas
 * address has no automated valuation, so the home valuation (BPO) path applies. Flood: the home of
 * Flood is in a flood zone and its certificate comes back later (the flow waits two hours by the
 * server clock); ZIP codes 700xx and 701xx are in a flood zone with the certificate at once. Title:
 * Cloud's preliminary title search finds a legal description that does not match the deed.
 */
export const sandboxPropertyProvider: PropertyProvider = {
  async lookup(req: PropertyRequest): Promise<PropertyRecord> {
    const name = req.ownerLastName.trim().toLowerCase();
    if (name === 'nomatch') return { outcome: 'NO_MATCH' };
    if (name === 'multiple') return { outcome: 'MULTIPLE' };
    if (name === 'vacant') return { outcome: 'NOT_FOUND' };
    const texas = req.address.state === 'TX';
    return {
      outcome: 'FOUND',
      propertyUuid: propertyUuidFor(req.address),
      avmValue: texas ? null : SANDBOX_VALUES.avm,
      assessedValue: texas ? SANDBOX_VALUES.texasAssessed : Math.round(SANDBOX_VALUES.avm * 0.85),
      ownerLastNames: [name === 'owner' ? 'holloway' : name],
      state: req.address.state,
    };
  },
  async orderFloodCertificate(req) {
    if (req.ownerLastName.trim().toLowerCase() === SANDBOX_PROPERTY_PERSONAS.floodPending) return { certificate: 'PENDING' };
    return { certificate: 'RECEIVED', floodZone: inFloodZone({ property: { address: req.address } }) };
  },
  async floodCertificate() {
    return { floodZone: true };
  },
  async title({ ownerLastName, stage }) {
    if (stage === 'FINAL') return { status: 'FINAL_TITLE_COMPLETE' };
    if (ownerLastName.trim().toLowerCase() === SANDBOX_PROPERTY_PERSONAS.titleReview) {
      return { status: 'PREQUAL_TITLE_COMPLETE', issue: 'The legal description of record does not match the deed' };
    }
    return { status: 'PREQUAL_TITLE_COMPLETE' };
  },
  /** The sandbox appraiser agrees with the applicant's estimate, or the assessed value without one. */
  async valuation({ address, estimatedValue }) {
    return { value: estimatedValue ?? (address.state === 'TX' ? SANDBOX_VALUES.texasAssessed : SANDBOX_VALUES.avm) };
  },
};
