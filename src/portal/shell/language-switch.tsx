import { LANGUAGE_NAMES } from '../../engine/languages';
import { useChooseLanguage } from '../language';
import { useCopy, useLanguage, useOrg } from '../org-context';
import { useLive } from '../../renderer/use-live';
import { useSignedIn } from './auth';

/**
 * The language switch of the header, on every page of a lender that offers more than English: each
 * language named in itself (and marked as such for screen readers), the page's own pressed; live once the
 * portal has started (useLive).
 */
export function LanguageSwitch() {
  const org = useOrg();
  const lang = useLanguage();
  const copy = useCopy();
  const choose = useChooseLanguage(useSignedIn());
  const live = useLive();
  if (org.languages.length < 2) return null;
  return (
    <div className="language-switch" role="group" aria-label={copy('language.label')}>
      {org.languages.map((l) => (
        <button key={l} type="button" lang={l} className="button button--small language-switch__option" aria-pressed={l === lang} disabled={!live} onClick={() => choose(l)}>
          {LANGUAGE_NAMES[l] ?? l}
        </button>
      ))}
    </div>
  );
}
