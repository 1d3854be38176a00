import { POLL_POLICY } from '../../../engine/polling';
import { waitingKey } from '../../../product/own-texts';
import { shellStrings } from '../../copy';
import { useCopy } from '../../org-context';

/**
 * A waiting state: the server moves on by itself, so the page says what is happening (copy keys
 * waiting.<state>.title / .intro, else the general text) and shows the poller's progress.
 */
export function WaitingView({ state, tries }: { state: string; tries: number }) {
  const copy = useCopy();
  const own = (part: 'title' | 'intro') => (waitingKey(state, part) in shellStrings ? copy(waitingKey(state, part)) : copy(part === 'title' ? 'step.waiting.title' : 'step.waiting.intro'));
  return (
    <section className="waiting" aria-labelledby="waiting-title">
      <h1 id="waiting-title" className="page-title">{own('title')}</h1>
      <p className="page-intro">{own('intro')}</p>
      <label className="waiting__label" htmlFor="waiting-progress">{copy('step.waiting.progress')}</label>
      <progress id="waiting-progress" max={POLL_POLICY.waitingTries} value={tries} />
    </section>
  );
}
