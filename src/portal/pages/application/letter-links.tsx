import { downloadLetter, useLetters } from '../../../api/decisions';
import { ADVERSE_ACTION_NOTICE } from '../../../product/decisions';
import { toDisplayDate } from '../../../lib/format';
import { useCopy } from '../../org-context';

/** The lender's letters about a closed application (a notice of action taken, a cancellation confirmation), to download. */
export function LetterLinks({ uuid }: { uuid: string }) {
  const copy = useCopy();
  const letters = useLetters(uuid);
  if (!letters.data?.length) return null;
  return (
    <section className="letters" aria-labelledby="letters-title">
      <h2 id="letters-title">{copy('letters.title')}</h2>
      <ul>
        {letters.data.map((l) => (
          <li key={l.uuid}>
            <button type="button" className="button" onClick={() => void downloadLetter(uuid, l)}>
              {copy(l.type === ADVERSE_ACTION_NOTICE ? 'letters.adverse' : 'letters.cancel', { date: toDisplayDate(l.created.slice(0, 10)) ?? '' })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
