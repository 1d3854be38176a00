import { useQuery } from '@tanstack/react-query';
import type { OrgFile, PlatformLink, ServedCompanyInfo } from '../engine/types';
import { PAGE_ORG_ELEMENT_ID } from '../lib/contracts';
import { api, setRequestOrg } from './client';

/** The page-level organisation record as the server sends it. */
export type PrivateLabel = Pick<
  OrgFile,
  'baseUrl' | 'canonicalOrgCode' | 'orgBrand' | 'orgCode' | 'orgPricingData' | 'theme' | 'licensedStates' | 'support' | 'originator' | 'mainSite' | 'copy'
> & {
  orgMetaData: Omit<OrgFile['orgMetaData'], 'companyInfo'> & { companyInfo: ServedCompanyInfo };
  chat: { allowedLinkDomains: string[] };
  platform: { wallet: boolean; links: PlatformLink[] };
  /** The languages borrowers may choose, English first (docs/languages.md). */
  languages: string[];
};

export const PRIVATE_LABEL_PATH = '/service-application/external/api/v1/heloc/private-label';

/** In development an orgCode query picks the org; the server ignores it in production. */
export function orgCodeFromLocation(search: string): string | undefined {
  return new URLSearchParams(search).get('orgCode') ?? sessionStorage.getItem('orgCode') ?? undefined;
}

export const privateLabelKey = ['private-label'] as const;

/** The record the server wrote into the page it served for this host, if it did. */
function labelInPage(): PrivateLabel | undefined {
  const text = document.getElementById(PAGE_ORG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PrivateLabel;
  } catch {
    return undefined;
  }
}

export function usePrivateLabel() {
  return useQuery({
    queryKey: privateLabelKey,
    queryFn: () => {
      const orgCode = orgCodeFromLocation(window.location.search);
      if (orgCode) sessionStorage.setItem('orgCode', orgCode);
      // the page's own record is the host's; an org chosen by query (development) is asked for
      const inPage = orgCode ? undefined : labelInPage();
      if (inPage) {
        setRequestOrg(inPage.orgCode);
        return Promise.resolve(inPage);
      }
      return api.get<PrivateLabel>(PRIVATE_LABEL_PATH, { query: { orgCode } }).then((label) => {
        setRequestOrg(label.orgCode);
        return label;
      });
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export const STATE_LICENSES_PATH = '/service-application/external/api/v1/heloc/state-licenses';
