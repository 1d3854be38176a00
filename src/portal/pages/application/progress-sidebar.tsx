import type { ApplicationRecord } from '../../../api/application';
import { progressSteps } from '../../../product/progress';
import { useCopy } from '../../org-context';
import { OfferTermsList, useOfferSummary } from './offer-terms';
import { Link } from '../../shell/links';
import { guards } from '../../../product/guards';
import { applicantFlow, stateShows, stepUrl } from './flow';

const OFFERS = 'product/select';

/** A closed application without a funded line (declined, cancelled): no steps to show, no offer to hold. */
const closedUnfunded = (app: ApplicationRecord): boolean => applicantFlow().state(app.state)?.final === true && app.funded !== true;

/**
 * The application progress sidebar (spec section 2): the steps, with Schedule Notary Session or
 * Talk to eNotary last, and the offer summary once a rate and an amount above zero are chosen.
 */
export function ProgressSidebar({ app }: { app: ApplicationRecord }) {
  const copy = useCopy();
  const steps = progressSteps(applicantFlow().flow, app.state, { manualNotary: app.manualNotary === true });
  const summary = useOfferSummary(app);
  if (closedUnfunded(app)) return null;
  // before signing the offer can still change: the flow shows the offers as a child route of the step
  const changeable = Boolean(summary) && applicantFlow().routeOf(app.state) !== OFFERS && stateShows(app.state, OFFERS) && guards.offerChangeable?.(app) === true;
  if (!steps.length && !summary) return null;
  return (
    <aside className="progress-sidebar" aria-labelledby="progress-title">
      <h2 id="progress-title" className="progress-sidebar__title">{copy('progress.title')}</h2>
      {steps.length ? <ol className="progress-steps">
        {steps.map((s) => (
          <li key={s.id} className={`progress-step progress-step--${s.status}`} aria-current={s.status === 'current' ? 'step' : undefined}>
            {s.status === 'complete' ? <span className="progress-step__check" aria-hidden="true">✓</span> : null}
            {copy(s.labelKey)}
            {s.status === 'complete' ? <span className="visually-hidden"> ({copy('progress.complete')})</span> : null}
          </li>
        ))}
      </ol> : null}
      {summary ? (
        <section className="offer-summary" aria-labelledby="offer-summary-title" data-testid="offer-summary">
          <h2 id="offer-summary-title" className="progress-sidebar__title">{copy('offerSummary.title')}</h2>
          <OfferTermsList summary={summary} />
          {changeable ? <p className="offer-summary__change"><Link to={stepUrl(app.uuid, OFFERS)}>{copy('offerSummary.change')}</Link></p> : null}
        </section>
      ) : null}
    </aside>
  );
}

/**
 * Phones: where the applicant is, at the top of the step ("Step 3 of 7: Provide More Info"), since
 * the sidebar follows the step's form there. Larger screens show the sidebar beside the form instead.
 */
export function ProgressLine({ app }: { app: ApplicationRecord }) {
  const copy = useCopy();
  const steps = progressSteps(applicantFlow().flow, app.state, { manualNotary: app.manualNotary === true });
  const index = steps.findIndex((s) => s.status === 'current');
  const current = steps[index];
  if (!current || closedUnfunded(app)) return null;
  return (
    <p className="progress-line" data-testid="progress-line">
      {copy('progress.line', { number: index + 1, total: steps.length, step: copy(current.labelKey) })}
    </p>
  );
}
