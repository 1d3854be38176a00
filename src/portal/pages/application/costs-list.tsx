import type { CostEstimate } from '../../../contracts/role-views';
import { formatMoney } from '../../../lib/format';
import type { CopyKey } from '../../../generated/copy-keys';
import { useCopy } from '../../org-context';

/** The rows of a line's costs, in the order the disclosures print them. */
const ROWS: [CopyKey, (c: CostEstimate, years: (n: number) => string) => string][] = [
  ['costs.apr', (c) => `${c.apr.toFixed(2)}%`],
  ['costs.amount', (c) => formatMoney(c.amount)],
  ['costs.monthlyPayment', (c) => formatMoney(c.monthlyPayment)],
  ['costs.term', (c, years) => years(c.termYears)],
  ['costs.originationFee', (c) => formatMoney(c.originationFee)],
  ['costs.valuationFee', (c) => formatMoney(c.valuationFee)],
  ['costs.recordingFees', (c) => formatMoney(c.recordingFees)],
  ['costs.recordingTaxes', (c) => formatMoney(c.recordingTaxes)],
  ['costs.notaryFee', (c) => formatMoney(c.notaryFee)],
  ['costs.cashToApplicant', (c) => formatMoney(c.cashToApplicant)],
];

/**
 * What a line costs, as the server priced it (the offers answer, a quote or the chosen line): the
 * same figures the disclosures print.
 */
export function CostsList({ costs, label }: { costs: CostEstimate; label: string }) {
  const copy = useCopy();
  const years = (n: number) => copy('offerSummary.termYears', { years: n });
  return (
    <div className="costs">
      <dl className="costs__list" aria-label={label}>
        {ROWS.map(([key, value]) => (
          <div key={key} className={`costs__row${key === 'costs.cashToApplicant' ? ' costs__row--total' : ''}`}>
            <dt>{copy(key)}</dt>
            <dd data-cost={key.slice('costs.'.length)}>{value(costs, years)}</dd>
          </div>
        ))}
      </dl>
      <p className="costs__note">{copy('costs.note', { fee: formatMoney(costs.inPersonNotaryFee, 0) })}</p>
    </div>
  );
}
