import { useCopy } from '../../../org-context';
import { useStudio } from './studio-state';

export type PreviewWidth = 'phone' | 'desktop';
/** The preview's widths: a phone's and the portal's page width. */
export const PREVIEW_WIDTHS: Record<PreviewWidth, number> = { phone: 390, desktop: 960 };

/** Picks one of the draft's lenders. */
export function LenderSelect({ id, label, value, onChange, only }: { id: string; label: string; value: string; onChange: (code: string) => void; only?: string[] }) {
  const { index } = useStudio();
  const codes = Object.keys(index.orgs).filter((c) => !only || only.includes(c));
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {codes.map((code) => <option key={code} value={code}>{index.orgs[code]?.orgBrand ?? code} ({code})</option>)}
      </select>
    </div>
  );
}

/** Phone or desktop width for a preview. */
export function WidthChoice({ value, onChange }: { value: PreviewWidth; onChange: (w: PreviewWidth) => void }) {
  const copy = useCopy();
  return (
    <fieldset className="studio-width">
      <legend>{copy('studio.preview.width')}</legend>
      {(['phone', 'desktop'] as const).map((w) => (
        <label key={w}>
          <input type="radio" name="studio-width" value={w} checked={value === w} onChange={() => onChange(w)} />
          {copy(w === 'phone' ? 'studio.preview.phone' : 'studio.preview.desktop', { px: PREVIEW_WIDTHS[w] })}
        </label>
      ))}
    </fieldset>
  );
}

/** The problems of some files, as a list that says where (line:column) and what. */
export function ProblemList({ paths, onPick }: { paths?: string[]; onPick?: (file: string, line?: number, column?: number) => void }) {
  const copy = useCopy();
  const { problems } = useStudio();
  const shown = paths ? problems.filter((p) => paths.includes(p.file)) : problems;
  if (!shown.length) return <p className="studio-ok">{copy('studio.problems.none')}</p>;
  return (
    <ul className="studio-problems" aria-label={copy('studio.problems.label')}>
      {shown.map((p, i) => (
        <li key={`${p.file}${p.pointer}${i}`}>
          {onPick ? (
            <button type="button" className="link-button" onClick={() => onPick(p.file, p.line, p.column)}>
              {p.file}{p.line ? `:${p.line}:${p.column ?? 1}` : ''}
            </button>
          ) : <span>{p.file}{p.line ? `:${p.line}:${p.column ?? 1}` : ''}</span>}
          {' '}<code>{p.pointer || '/'}</code>{' '}{p.message}
        </li>
      ))}
    </ul>
  );
}
