import type { ApplicationRecord } from '../../../api/application';
import { formatMoney } from '../../../lib/format';
import { offerSummary, type OfferSummary } from '../../../product/progress';
import { useCopy, useOrg } from '../../org-context';

/** The chosen line's terms as the org shows them (no fixed term for an age-restricted interest-only product). */
export function useOfferSummary(app: Pick<ApplicationRecord, 'rate' | 'amount' | 'term'> & { monthlyPayment?: unknown }): OfferSummary | undefined {
  const org = useOrg();
  const interestOnly = Object.values(org.orgMetaData.products ?? {}).some((p) => p.ageRestrictedInterestOnly === true);
  return offerSummary(app, { ageRestrictedInterestOnly: interestOnly });
}

/** APR, initial draw, monthly payment and fixed term, as the sidebar, a passed offer step and the funded page show them. */
export function OfferTermsList({ summary }: { summary: OfferSummary }) {
  const copy = useCopy();
  return (
    <dl className="offer-terms">
      <div><dt>{copy('offerSummary.apr')}</dt><dd data-field="apr">{summary.apr.toFixed(2)}%</dd></div>
      <div><dt>{copy('offerSummary.initialDraw')}</dt><dd data-field="initialDraw">{formatMoney(summary.initialDraw)}</dd></div>
      <div><dt>{copy('offerSummary.monthlyPayment')}</dt><dd data-field="monthlyPayment">{formatMoney(summary.monthlyPayment)}</dd></div>
      {summary.termYears !== undefined ? (
        <div><dt>{copy('offerSummary.term')}</dt><dd data-field="term">{copy('offerSummary.termYears', { years: summary.termYears })}</dd></div>
      ) : null}
    </dl>
  );
}
