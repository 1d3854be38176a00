import { useEffect, type ReactNode } from 'react';
import { useOrg } from '../../org-context';

/** A funding page's frame: its title (also the document title) and its content. */
export function StepFrame({ title, children }: { title?: string; children: ReactNode }) {
  const org = useOrg();
  useEffect(() => {
    if (title) document.title = `${title} | ${org.orgBrand}`;
  }, [title, org.orgBrand]);
  return (
    <div className="funding-step">
      {title ? <h1 className="page-title">{title}</h1> : null}
      {children}
    </div>
  );
}

/** A step that only waits: the copy says what is happening; the step page's poller follows the server. */
export function WaitingNotice({ text }: { text: string }) {
  return (
    <div className="waiting-notice" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}

/**
 * Counts as words, as the conditions copy reads ("Upload two recent paystubs"); a missing or invalid
 * count is one. Underwriting asks for at most twenty documents, so the words go that far.
 */
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];
export const countInWords = (n: number): string =>
  !Number.isInteger(n) || n <= 1 ? 'one' : n < WORDS.length ? (WORDS[n] as string) : String(n);
