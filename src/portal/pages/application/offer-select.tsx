import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '../../shell/links';
import type { WidgetProps } from '@rjsf/utils';
import { useOfferCosts, useOffers, useScreenWrite, type Offer } from '../../../api/application';
import { ServiceError } from '../../../api/errors';
import { formatMoney } from '../../../lib/format';
import { dailyInterest } from '../../../lib/lending-math';
import { offerChoiceErrors } from '../../../product/offer-choice';
import { SchemaForm } from '../../../renderer/schema-form';
import { widgets as projectWidgets } from '../../../widgets';
import { useCopy } from '../../org-context';
import { CostsList } from './costs-list';
import { applicantFlow, stepUrl } from './flow';
import type { StepPageProps } from './step-props';
import { useStepRouting } from './use-step-routing';

/** The term select of product-select: the chosen offer's terms, read from the form context. */
function TermSelect(props: WidgetProps) {
  const terms = (props.registry.formContext as { terms?: number[] } | undefined)?.terms ?? [];
  const copy = useCopy();
  return (
    <select
      id={props.id}
      name={props.id}
      value={props.value ?? ''}
      required={props.required}
      disabled={props.disabled || !terms.length}
      aria-invalid={props.rawErrors?.length ? true : undefined}
      aria-describedby={props.rawErrors?.length ? `${props.id}__error` : undefined}
      onChange={(e) => props.onChange(e.target.value === '' ? undefined : Number(e.target.value))}
    >
      <option value="">{terms.length ? '' : copy('offers.pickFirst')}</option>
      {terms.map((t) => (
        <option key={t} value={t}>{copy('offerSummary.termYears', { years: t })}</option>
      ))}
    </select>
  );
}
const widgets = { ...projectWidgets, SelectWidget: TermSelect };

/**
 * Offer selection (page offer-select): the offers underwriting made, one per rate; the applicant
 * picks one, then the amount within its range and a term with the product-select form.
 */
export function OfferSelectPage({ uuid, app, route }: StepPageProps) {
  const copy = useCopy();
  // reached with Back from a later step that still lets the offer change (the flow's product/select children)
  const currentRoute = applicantFlow().routeOf(app.state);
  const changing = currentRoute !== undefined && currentRoute !== route;
  const offers = useOffers(uuid);
  const write = useScreenWrite(uuid);
  const { routeOn, working } = useStepRouting(uuid);
  const [chosen, setChosen] = useState<string | undefined>(typeof app.selectedOfferId === 'string' ? app.selectedOfferId : undefined);
  const [draft, setDraft] = useState<{ amount?: number; termYears?: number }>({});
  const [errors, setErrors] = useState<{ path: string; message: string }[]>();
  const [message, setMessage] = useState<string>();
  const offer: Offer | undefined = offers.data?.find((o) => o.uuid === chosen);
  // Choosing an offer takes the applicant to its amount and term, which may be far below the cards.
  const formRef = useRef<HTMLDivElement>(null);
  const [focusAsked, setFocusAsked] = useState(0);
  useEffect(() => {
    if (!focusAsked) return undefined;
    // the form may still be loading its validator: try each frame for a moment until its first field is there
    let frame = 0;
    let tries = 0;
    const focusField = () => {
      const field = formRef.current?.querySelector<HTMLElement>('input:not([type=hidden]), select');
      if (field) {
        field.focus({ preventScroll: true });
        field.scrollIntoView({ block: 'center' });
      } else if ((tries += 1) < 120) frame = requestAnimationFrame(focusField);
    };
    frame = requestAnimationFrame(focusField);
    return () => cancelAnimationFrame(frame);
  }, [focusAsked]);

  const formData = useMemo(() => ({
    offerId: chosen,
    amount: draft.amount ?? (offer ? Math.min(offer.maxAmount, Math.max(offer.minAmount, typeof app.amount === 'number' ? app.amount : offer.maxAmount)) : undefined),
    termYears: draft.termYears ?? (offer && typeof app.term === 'number' && offer.termsYears.includes(app.term) ? app.term : offer?.termsYears.at(-1)),
  }), [chosen, draft, offer, app.amount, app.term]);

  const inRange = Boolean(offer && formData.amount && formData.amount >= offer.minAmount && formData.amount <= offer.maxAmount);
  const choice = useSettled(inRange ? `${formData.amount}/${formData.termYears}` : undefined);
  const [quotedAmount, quotedTerm] = choice ? choice.split('/').map(Number) : [];
  const quote = useOfferCosts(uuid, offer?.uuid, quotedAmount, quotedTerm);

  if (offers.isPending) return <p role="status" className="page-loading">{copy('app.loading')}…</p>;
  if (offers.isError) return <p role="alert">{offers.error.message}</p>;

  const submit = async (data: Record<string, unknown>) => {
    setErrors(undefined);
    setMessage(undefined);
    // the offer's own range (the same rule the server applies), before anything is sent
    const refused = offer ? offerChoiceErrors(offer, data.amount, data.termYears) : [];
    if (refused.length) {
      setErrors(refused);
      return;
    }
    try {
      const saved = await write.mutateAsync({ screenId: 'product-select', data });
      await routeOn(saved);
    } catch (e) {
      if (!(e instanceof ServiceError)) throw e;
      setErrors(e.fieldErrors);
      setMessage(e.message);
    }
  };

  return (
    <div className="offer-select" data-page="offer-select">
      <h1 className="page-title">{copy('offers.title')}</h1>
      {changing ? (
        <div className="past-step" role="note" data-testid="offer-change">
          <p>{copy(app.appSummaryAccepted || app.appSummaryReady ? 'offers.changeNoticeAfterSummary' : 'offers.changeNotice')}</p>
          <p><Link className="button" to={stepUrl(uuid, currentRoute)}>{copy('offers.keep')}</Link></p>
        </div>
      ) : null}
      {offers.data.length === 0 ? <p>{copy('offers.none')}</p> : (
        <ul className="offer-list" aria-label={copy('offers.listLabel')}>
          {offers.data.map((o) => (
            <li key={o.uuid} className={`offer-card${o.uuid === chosen ? ' offer-card--chosen' : ''}`}>
              <p className="offer-card__apr">{copy('offers.apr', { apr: o.apr.toFixed(2) })}</p>
              <p className="offer-card__max">{copy('offers.upTo', { max: formatMoney(o.maxAmount, 0) })}</p>
              <p className="offer-card__range">{copy('offers.range', { min: formatMoney(o.minAmount, 0), max: formatMoney(o.maxAmount, 0) })}</p>
              {o.avmFee > 0 ? <p className="offer-card__fee">{copy('offers.avmFee', { fee: formatMoney(o.avmFee, 0) })}</p> : null}
              <CostsList costs={o.costs} label={copy('costs.offerLabel', { years: o.costs.termYears, apr: o.apr.toFixed(2) })} />
              <button
                type="button"
                className={`button${o.uuid === chosen ? ' button--primary' : ''}`}
                aria-pressed={o.uuid === chosen}
                onClick={() => {
                  setChosen(o.uuid);
                  setDraft({});
                  setFocusAsked((n) => n + 1);
                }}
              >
                {o.uuid === chosen ? copy('offers.chosen') : copy('offers.choose')}
                <span className="visually-hidden"> {copy('offers.apr', { apr: o.apr.toFixed(2) })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div ref={formRef}>
        {offer ? (
          <SchemaForm
            key={offer.uuid}
            screen="product-select"
            showTitle={false}
            formData={formData}
            formContext={{ terms: offer.termsYears }}
            widgets={widgets}
            serverErrors={errors}
            disabled={write.isPending || working}
            onChange={(d) => setDraft({ amount: typeof d.amount === 'number' ? d.amount : undefined, termYears: typeof d.termYears === 'number' ? d.termYears : undefined })}
            onSubmit={submit}
          >
            <div className="offer-estimate" aria-live="polite" aria-busy={quote.isFetching || undefined}>
              {inRange && quote.data ? (
                <>
                  <h2 className="offer-estimate__title">{copy('costs.quoteTitle')}</h2>
                  <p>{copy('offers.estimate', { payment: formatMoney(quote.data.monthlyPayment), years: quote.data.termYears })}</p>
                  <p className="offer-estimate__daily">{copy('offers.dailyInterest', { amount: formatMoney(dailyInterest(quote.data.amount, quote.data.apr)) })}</p>
                  <CostsList costs={quote.data} label={copy('costs.quoteLabel')} />
                </>
              ) : null}
            </div>
          </SchemaForm>
        ) : <p>{copy('offers.pickFirst')}</p>}
      </div>
      <div aria-live="polite">
        {working ? <p role="status">{copy('step.working')}</p> : null}
        {message && !errors?.length ? <p className="step-status__error">{message}</p> : null}
      </div>
      <p><Link to={stepUrl(uuid, 'product/prequal-winback')}>{copy('offers.notReady')}</Link></p>
    </div>
  );
}

/** The value once it has stopped changing for a moment, so typing an amount asks the server once. */
function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
