import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PrivateLabel } from '../../../../api/org';
import { publicOrg } from '../../../../contracts/org';
import { resolveScreen } from '../../../../engine/org';
import type { OrgFile } from '../../../../engine/types';
import { BASE_LANGUAGE, inLanguage, LANGUAGE_NAMES } from '../../../../engine/languages';
import { LanguageContext, OrgContext, useCopy } from '../../../org-context';
import { Footer } from '../../../shell/footer';
import { OrgLogo } from '../../../shell/org-logo';
import { applyTheme } from '../../../shell/theme';
import { PreviewForm } from './studio-form';
import { useStudio } from './studio-state';
import { PREVIEW_WIDTHS, type PreviewWidth } from './studio-controls';

/** The served organisation record the shell reads, made from a draft org file as the server makes it. */
export const labelOf = (org: OrgFile): PrivateLabel => publicOrg(org);

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

/**
 * A screen rendered by the real renderer from the draft, in a lender's brand and copy, with the shell's
 * footer, in a language (the draft's translation and the lender's words in it; English by default).
 */
export function ScreenPreview({ screenId, orgCode, width, withShell = true, lang = BASE_LANGUAGE }: { screenId: string; orgCode: string; width: PreviewWidth; withShell?: boolean; lang?: string }) {
  const copy = useCopy();
  const { index: draft } = useStudio();
  const [tried, setTried] = useState(false);
  const index = useMemo(() => inLanguage(draft, lang), [draft, lang]);
  const org = index.orgs[orgCode];
  const base = index.screens[screenId];
  const pair = useMemo(() => (base ? resolveScreen(base, org) : undefined), [base, org]);
  if (!org || !pair) return <p>{copy('studio.preview.missing')}</p>;
  return (
    <BrandFrame org={org} width={width} label={copy('studio.preview.label', { screen: screenId, brand: org.orgBrand })}>
      <LanguageContext.Provider value={lang}>
        {withShell ? <PreviewHeader org={org} /> : null}
        <div className="studio-preview__page" lang={lang}>
          <PreviewForm pair={pair} screenId={screenId} onSubmit={() => setTried(true)} />
          {tried ? <p role="status">{copy('studio.preview.notSent')}</p> : null}
        </div>
        {withShell ? <Footer /> : null}
      </LanguageContext.Provider>
    </BrandFrame>
  );
}

/** The preview's language switch: English and each language the lender offers, each named in itself. */
export function PreviewLanguage({ languages, value, onChange }: { languages: string[]; value: string; onChange: (lang: string) => void }) {
  const copy = useCopy();
  if (languages.length < 2) return null;
  return (
    <fieldset className="studio-width">
      <legend>{copy('studio.preview.language')}</legend>
      {languages.map((l) => (
        <label key={l}>
          <input type="radio" name="studio-preview-language" value={l} checked={value === l} onChange={() => onChange(l)} /> {LANGUAGE_NAMES[l] ?? l}
        </label>
      ))}
    </fieldset>
  );
}
