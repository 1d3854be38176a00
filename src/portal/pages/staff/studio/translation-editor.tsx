import { LANGUAGE_NAMES } from '../../../../engine/languages';
import type { ScreenPair } from '../../../../engine/types';
import { useCopy } from '../../../org-context';
import { useStudio } from './studio-state';
import { translationRows, writeTranslated } from './translations';

/**
 * A screen's texts side by side: the English of each text and its text in another language, the same
 * slots (pairTexts). Editing the other language writes the pair's translation (every lender) or the
 * lender's own words in that language, in the draft.
 */
export function TranslationEditor({ pair, lang, orgCode }: { pair: ScreenPair; lang: string; orgCode?: string }) {
  const copy = useCopy();
  const studio = useStudio();
  const rows = translationRows(studio.files, studio.index, pair, lang, orgCode);
  const language = LANGUAGE_NAMES[lang] ?? lang;
  const target = writeTranslated(studio.files, studio.index, pair, lang, orgCode, rows[0]?.pointer ?? '', rows[0]?.translated ?? '');
  if (!rows.length) return null;
  if (!target || !studio.canEdit(target.path)) return <p>{copy('studio.copy.readOnly')}</p>;
  return (
    <div className="studio-translation">
      <p className="field__description">{copy('studio.translation.intro', { language, file: target.path })}</p>
      <table className="data-table studio-translation__table">
        <caption className="visually-hidden">{copy('studio.translation.caption', { language })}</caption>
        <thead>
          <tr><th scope="col" className="text">{copy('studio.translation.english')}</th><th scope="col" className="text">{language}</th></tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.pointer}>
              <td className="text">
                <span>{row.english}</span>
                <br /><code className="studio-list__id">{row.pointer}</code>
              </td>
              <td className="text">
                <textarea
                  rows={row.english.length > 80 ? 3 : 1}
                  aria-label={copy('studio.translation.slot', { language, text: row.english })}
                  value={row.translated}
                  onChange={(e) => {
                    const write = writeTranslated(studio.files, studio.index, pair, lang, orgCode, row.pointer, e.target.value);
                    if (write) studio.setText(write.path, write.text);
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
