import type { FromSchema } from 'json-schema-to-ts';
import { offeredLanguages } from '../engine/languages';
import { servedPlatform } from '../engine/org';
import type { OrgFile, PlatformLink } from '../engine/types';
import { servedCompanyInfo, type ServedCompanyInfo } from '../product/org-file';

/**
 * The lender's record as the browser gets it (the private-label answer, and the record the server writes into the
 * page): everything the portal renders of an org file, nothing only the server needs. The server answers with this
 * schema (src/server/core/public-org.ts builds it); the browser's type comes from it.
 */

const text = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;
/** A part that is the org file's own, checked against the orgs meta-schema when content loads, and sent as it is. */
const filePart = <N extends string>(name: N) => ({ type: 'object', additionalProperties: true, $comment: name }) as const;

export const publicOrgSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['baseUrl', 'canonicalOrgCode', 'orgBrand', 'orgCode', 'orgMetaData', 'orgPricingData', 'theme', 'licensedStates', 'support',
    'originator', 'mainSite', 'chat', 'platform', 'copy', 'languages'],
  properties: {
    baseUrl: text,
    canonicalOrgCode: text,
    orgBrand: text,
    orgCode: text,
    /** The org file's, with the company's phone and e-mail formatted for display (servedCompanyInfo). */
    orgMetaData: filePart('orgMetaData'),
    orgPricingData: { type: 'array', items: filePart('pricing') },
    theme: filePart('theme'),
    licensedStates: { type: 'array', items: text },
    support: { type: 'object', additionalProperties: false, required: ['phone', 'email'], properties: { phone: text, email: text } },
    originator: { type: 'object', additionalProperties: false, required: ['loanOfficerRequired', 'wholesale'], properties: { loanOfficerRequired: flag, wholesale: flag } },
    mainSite: {
      type: 'object', additionalProperties: false, required: ['terms', 'communications', 'privacy', 'licenses'],
      properties: { terms: text, communications: text, privacy: text, licenses: text },
    },
    chat: { type: 'object', additionalProperties: false, required: ['allowedLinkDomains'], properties: { allowedLinkDomains: { type: 'array', items: text } } },
    /** The wider platform: its wallet in the header and its product links (none unless the org file turns them on). */
    platform: {
      type: 'object', additionalProperties: false, required: ['wallet', 'links'],
      properties: { wallet: flag, links: { type: 'array', items: { type: 'string', $comment: 'platformLink' } } },
    },
    copy: filePart('copy'),
    /** The languages borrowers may choose, English first (docs/languages.md). */
    languages: { type: 'array', items: text },
  },
} as const;

/** The org file's own parts, typed as the org file declares them. */
type FileParts = [
  { pattern: { $comment: 'orgMetaData' }; output: Omit<OrgFile['orgMetaData'], 'companyInfo'> & { companyInfo: ServedCompanyInfo } },
  { pattern: { $comment: 'pricing' }; output: OrgFile['orgPricingData'][number] },
  { pattern: { $comment: 'theme' }; output: OrgFile['theme'] },
  { pattern: { $comment: 'copy' }; output: NonNullable<OrgFile['copy']> },
  { pattern: { $comment: 'platformLink' }; output: PlatformLink },
];

export type PublicOrg = FromSchema<typeof publicOrgSchema, { deserialize: FileParts }>;

/** The record of an org file (publicOrgSchema): the server sends it, the studio previews a draft's with it. */
export function publicOrg(org: OrgFile): PublicOrg {
  return {
    baseUrl: org.baseUrl,
    canonicalOrgCode: org.canonicalOrgCode,
    orgBrand: org.orgBrand,
    orgCode: org.orgCode,
    orgMetaData: { ...org.orgMetaData, companyInfo: servedCompanyInfo(org) },
    orgPricingData: org.orgPricingData,
    theme: org.theme,
    licensedStates: [...org.licensedStates].sort(),
    support: org.support,
    originator: org.originator,
    mainSite: org.mainSite,
    chat: org.chat ?? { allowedLinkDomains: [] },
    platform: servedPlatform(org),
    copy: org.copy ?? {},
    languages: offeredLanguages(org),
  };
}

/** The states a lender is licensed in, sorted alphabetically (the registration's state list). */
export const stateLicensesSchema = { type: 'array', items: { type: 'object', required: ['abbrev'], properties: { abbrev: { type: 'string' } } } } as const;
export type StateLicenses = FromSchema<typeof stateLicensesSchema>;
