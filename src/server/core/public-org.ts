import { offeredLanguages } from '../../engine/languages';
import { servedCompanyInfo, servedPlatform } from '../../engine/org';
import type { OrgFile } from '../../engine/types';

/** What the browser gets of an org file: everything it renders, nothing only the server needs. */
export function publicOrg(org: OrgFile) {
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

const open = { type: 'object', additionalProperties: true } as const;

export const publicOrgSchema = {
  type: 'object',
  required: ['baseUrl', 'canonicalOrgCode', 'orgBrand', 'orgCode', 'orgMetaData', 'orgPricingData', 'theme', 'licensedStates', 'support'],
  properties: {
    baseUrl: { type: 'string' },
    canonicalOrgCode: { type: 'string' },
    orgBrand: { type: 'string' },
    orgCode: { type: 'string' },
    orgMetaData: open,
    orgPricingData: { type: 'array', items: open },
    theme: open,
    licensedStates: { type: 'array', items: { type: 'string' } },
    support: open,
    originator: open,
    mainSite: open,
    chat: open,
    platform: open,
    copy: open,
    languages: { type: 'array', items: { type: 'string' }, description: 'The languages borrowers may choose, English first' },
  },
} as const;
