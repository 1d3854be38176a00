import type { DraftDiff } from '../../../../api/studio';
import { useCopy } from '../../../org-context';

/** A draft's changes file by file, each changed value on a line of its own. */
export function DiffView({ diff }: { diff: DraftDiff }) {
  const copy = useCopy();
  if (!diff.files.length) return <p>{copy('studio.diff.none')}</p>;
  return (
    <ul className="studio-diff" aria-label={copy('studio.diff.label', { version: diff.from })}>
      {diff.files.map((f) => (
        <li key={f.path}>
          <p><code>{f.path}</code> <span className={`studio-badge studio-badge--${f.change}`}>{copy(`studio.change.${f.change}`)}</span></p>
          {f.summary.length ? (
            <ul className="studio-diff__lines">{f.summary.map((line, i) => <li key={i}><code>{line}</code></li>)}</ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
