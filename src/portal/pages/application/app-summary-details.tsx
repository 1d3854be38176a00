import type { ApplicationRecord } from '../../../api/application';
import { formatMoney } from '../../../lib/format';
import { useCopy } from '../../org-context';

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** What the applicant is about to submit: the home, the income they stated and the offer they chose. */
export function AppSummaryDetails({ app }: { app: ApplicationRecord }) {
  const copy = useCopy();
  const address = obj(obj(app.property).address);
  const rows: [string, string][] = [
    [copy('summary.loanNumber'), app.loanNumber],
    [copy('summary.property'), [address.street1, address.street2, address.city, `${String(address.state ?? '')} ${String(address.zip ?? '')}`].filter(Boolean).join(', ')],
    [copy('summary.income'), typeof app.statedIncome === 'number' ? formatMoney(app.statedIncome, 0) : '—'],
    [copy('summary.line'), typeof app.amount === 'number' ? formatMoney(app.amount, 0) : '—'],
    [copy('summary.rate'), typeof app.rate === 'number' ? `${app.rate.toFixed(2)}%` : '—'],
    [copy('summary.term'), typeof app.term === 'number' ? copy('offerSummary.termYears', { years: app.term }) : '—'],
    [copy('summary.payment'), typeof app.monthlyPayment === 'number' ? formatMoney(app.monthlyPayment) : '—'],
  ];
  return (
    <section className="app-summary" aria-labelledby="app-summary-title">
      <h2 id="app-summary-title">{copy('summary.title')}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} className="app-summary__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
