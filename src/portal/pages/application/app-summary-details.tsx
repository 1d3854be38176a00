import type { ApplicationRecord } from '../../../api/application';
import { inLanguage } from '../../../engine/languages';
import { formatMoney } from '../../../lib/format';
import { Link } from '../../shell/links';
import { resolveScreen } from '../../../engine/org';
import { content } from '../../content';
import { useCopy, useLanguage, useOrg } from '../../org-context';
import { CostsList } from './costs-list';
import { applicantFlow, stepUrl } from './flow';

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/**
 * What the applicant is about to submit: the home, the income they stated and the offer they chose,
 * then links to the steps the flow lets them change from here (the summary state's children).
 */
export function AppSummaryDetails({ app }: { app: ApplicationRecord }) {
  const copy = useCopy();
  const org = useOrg();
  const words = inLanguage(content, useLanguage());
  const editable = (applicantFlow().state(app.state)?.children ?? []).flatMap((c) => {
    const pair = c.screen ? words.screens[c.screen] : undefined;
    const title = pair ? (resolveScreen(pair, org).ui as { 'x-screen'?: { title?: string } })['x-screen']?.title : undefined;
    return title ? [{ route: c.route, title }] : [];
  });
  const address = obj(obj(app.property).address);
  const rows: [string, string][] = [
    [copy('summary.loanNumber'), app.loanNumber],
    [copy('summary.property'), [address.street1, address.street2, address.city, `${String(address.state ?? '')} ${String(address.zip ?? '')}`].filter(Boolean).join(', ')],
    [copy('summary.income'), typeof app.statedIncome === 'number' ? formatMoney(app.statedIncome, 0) : '—'],
  ];
  // the chosen line's costs as the server priced them; an application made at a later step may carry only its terms
  if (!app.costs) {
    rows.push(
      [copy('summary.line'), typeof app.amount === 'number' ? formatMoney(app.amount, 0) : '—'],
      [copy('summary.rate'), typeof app.rate === 'number' ? `${app.rate.toFixed(2)}%` : '—'],
      [copy('summary.term'), typeof app.term === 'number' ? copy('offerSummary.termYears', { years: app.term }) : '—'],
      [copy('summary.payment'), typeof app.monthlyPayment === 'number' ? formatMoney(app.monthlyPayment) : '—'],
    );
  }
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
      {app.costs ? (
        <>
          <h3 id="app-summary-costs">{copy('costs.summaryTitle')}</h3>
          <CostsList costs={app.costs} label={copy('costs.summaryTitle')} />
        </>
      ) : null}
      {editable.length ? (
        <>
          <h3 className="app-summary__edit-title">{copy('summary.editTitle')}</h3>
          <ul className="app-summary__edit">
            {editable.map((e) => (
              <li key={e.route}><Link to={stepUrl(app.uuid, e.route)}>{copy('summary.edit', { step: e.title })}</Link></li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
