import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PrivateLabel } from '../../../../api/org';
import { resolveScreen, servedCompanyInfo, servedPlatform } from '../../../../engine/org';
import { offeredLanguages } from '../../../../engine/languages';
import type { OrgFile } from '../../../../engine/types';
import { OrgContext, useCopy } from '../../../org-context';
import { Footer } from '../../../shell/footer';
import { OrgLogo } from '../../../shell/org-logo';
import { applyTheme } from '../../../shell/theme';
import { PreviewForm } from './studio-form';
import { useStudio } from './studio-state';
import { PREVIEW_WIDTHS, type PreviewWidth } from './studio-controls';

/** The served organisation record the shell reads, made from a draft org file. */
export const labelOf = (org: OrgFile): PrivateLabel => ({
  ...org,
  orgMetaData: { ...org.orgMetaData, companyInfo: servedCompanyInfo(org) },
  chat: org.chat ?? { allowedLinkDomains: [] },
  platform: servedPlatform(org),
  languages: offeredLanguages(org),
});

/** A lender's brand (its colours as CSS custom properties, its copy) around a preview, at a width. */
export function BrandFrame({ org, width, label, children }: { org: OrgFile; width: PreviewWidth; label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) applyTheme(org.theme, ref.current);
  }, [org.theme]);
  const served = useMemo(() => labelOf(org), [org]);
  return (
    <div className="studio-preview" role="region" aria-label={label}>
      <div ref={ref} className={`studio-preview__frame studio-preview__frame--${width}`} style={{ maxWidth: PREVIEW_WIDTHS[width] }}>
        <OrgContext.Provider value={served}>{children}</OrgContext.Provider>
      </div>
    </div>
  );
}

/** The shell's header as the lender shows it: logo and brand. */
export function PreviewHeader({ org }: { org: OrgFile }) {
  return (
    <div className="site-header studio-preview__header">
      <OrgLogo org={org} />
    </div>
  );
}

/** A screen rendered by the real renderer from the draft, in a lender's brand and copy, with the shell's footer. */
export function ScreenPreview({ screenId, orgCode, width, withShell = true }: { screenId: string; orgCode: string; width: PreviewWidth; withShell?: boolean }) {
  const copy = useCopy();
  const { index } = useStudio();
  const [tried, setTried] = useState(false);
  const org = index.orgs[orgCode];
  const base = index.screens[screenId];
  const pair = useMemo(() => (base ? resolveScreen(base, org) : undefined), [base, org]);
  if (!org || !pair) return <p>{copy('studio.preview.missing')}</p>;
  return (
    <BrandFrame org={org} width={width} label={copy('studio.preview.label', { screen: screenId, brand: org.orgBrand })}>
      {withShell ? <PreviewHeader org={org} /> : null}
      <div className="studio-preview__page">
        <PreviewForm pair={pair} screenId={screenId} onSubmit={() => setTried(true)} />
        {tried ? <p role="status">{copy('studio.preview.notSent')}</p> : null}
      </div>
      {withShell ? <Footer /> : null}
    </BrandFrame>
  );
}
