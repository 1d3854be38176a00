import { formatPhone } from '../lib/format-basic';
import type { JsonObject, OrgFile } from '../engine/types';

/**
 * The lending parts of a lender's org file (orgs meta-schema): the company's licensing facts, its products and
 * pricing, the states it lends in, its loan officers and the lending rules it chooses. The engine's `OrgFile`
 * (src/engine/types.ts) holds what any organisation's file has; these parts are merged into it here, so every
 * reader of an org file sees the one type.
 */
declare module '../engine/types' {
  interface OrgFile {
    orgMetaData: {
      companyInfo: CompanyInfo;
      products: Record<string, { displayName: string; ageRestrictedInterestOnly?: boolean }>;
      footer: FooterData;
      additionalUrls: AdditionalUrl[];
    };
    orgPricingData: JsonObject[];
    licensedStates: string[];
    originator: { loanOfficerRequired: boolean; wholesale: boolean };
    /** Lending rules the lender chooses (orgs meta-schema). */
    underwriting?: { listedForSale?: 'DECLINE' | 'REVIEW'; incompleteAfterDays?: number };
    /** The crypto HELOC variant: applications started here are crypto HELOCs. */
    cryptoHeloc?: boolean;
    /** The platform's code for this kind of partner lender, when it is one. */
    partnerCode?: string;
    originators?: Originator[];
  }
}

export interface Address {
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
}

export interface FooterData {
  termsOfUseUrl: string;
  privacyPolicyUrl: string;
  privacyLinkIsExternal: boolean;
  licensesUrl: string;
  companyLegalUrl: string;
  companyName: string;
  companyNMLS: string;
  companyNmlsURL: string;
  footerImage: 'EHL' | 'EOL' | 'OTHER';
  disclosureCopy: string;
}

/** Company info as the org file states it: its phone and e-mail are support's, not repeated. */
export interface CompanyInfo {
  companyAddress: Address;
  companyNameShort: string;
  companyProduct: string;
  allowRegulatorReview: boolean;
  organization: string;
  termsOfService: string;
}

/** Company info as the spec's organisation record serves it, with the phone and e-mail made from support. */
export interface ServedCompanyInfo extends CompanyInfo {
  phoneFormatted: string;
  email: string;
}

export interface AdditionalUrl {
  type: 'FOOTER';
  url: string;
  name: string;
}

/** A lender's loan officer (org file `originators`). */
export interface Originator {
  uuid: string;
  originatorName: string;
  brokerName?: string;
  avatarUri?: string;
  email: string;
  phoneNumber: string;
  nmls: string;
}

/** The spec's company info: the org file's, with the phone and e-mail it states once under support. */
export function servedCompanyInfo(org: Pick<OrgFile, 'orgMetaData' | 'support'>): ServedCompanyInfo {
  return { ...org.orgMetaData.companyInfo, phoneFormatted: formatPhone(org.support.phone), email: org.support.email };
}

/** The spec's orgPricingData is a list of partial objects merged, in order, into one. */
export function mergePricing(org: Pick<OrgFile, 'orgPricingData'>): JsonObject {
  return Object.assign({}, ...org.orgPricingData) as JsonObject;
}
