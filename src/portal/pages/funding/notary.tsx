import { useQueryClient } from '@tanstack/react-query';
import { localeOf } from '../../../engine/languages';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../shell/links';
import { ServiceError } from '../../../api/errors';
import { useNotarySlots } from '../../../api/funding';
import { formatMoney } from '../../../lib/format-basic';
import { toDisplayDateTime } from '../../../lib/format';
import { PACIFIC } from '../../../lib/hours';
import { SchemaForm } from '../../../renderer/schema-form';
import { FormFailure } from '../../forms/use-form-action';
import { useCopy, useLanguage, useOrg } from '../../org-context';
import { stateShows, stepUrl } from '../application/flow';
import type { StepPageProps } from '../application/step-props';
import { useScreenAction } from '../application/use-screen-action';
import { useLocationForSigning } from '../../shell/location-alert';
import { StepFrame } from './step-frame';
import './notary.css';
import { notarySlotsKey } from '../../../api/funding';

export const pacificTime = (iso: string, locale?: string) => toDisplayDateTime(iso, { zone: PACIFIC, weekday: true, locale }) ?? iso;

type NotaryMethod = 'ENOTARY' | 'VISIT';

/**
 * notary/schedule-manual, the notary step: the free eNotary session first and chosen, or a notary
 * who comes to the applicant for a fee. The visit is written with the notary-slot screen (a day,
 * then a time from those the server offers, and the fee agreed to); then the booking confirmation.
 */
export default function NotarySchedulePage({ uuid }: StepPageProps) {
  const copy = useCopy();
  const lang = useLanguage();
  const org = useOrg();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const id = useId();
  const [method, setMethod] = useState<NotaryMethod>('ENOTARY');
  const slots = useNotarySlots(uuid);
  const { run, busy, failure, fieldErrors } = useScreenAction<Record<string, unknown>>(uuid, 'notary-slot', (saved) => {
    // the booking is confirmed on its own page where the next step shows one
    if (!stateShows(saved.state, 'notary/reserve-manual')) return false;
    navigate(stepUrl(uuid, 'notary/reserve-manual'));
    return true;
  }, (error) => {
    if (error instanceof ServiceError && error.status === 409) void qc.invalidateQueries({ queryKey: notarySlotsKey(uuid) });
    return false;
  });
  if (!slots.data) return <StepFrame title={copy('notary.chooseTitle')}><p role="status">{copy('funding.loading')}</p></StepFrame>;
  const fee = formatMoney(slots.data.feeCents / 100, 0);
  const options: { value: NotaryMethod; label: string; detail: string }[] = [
    { value: 'ENOTARY', label: copy('notary.enotaryOption'), detail: copy('notary.enotaryDetail') },
    { value: 'VISIT', label: copy('notary.visitOption'), detail: copy('notary.visitDetail', { fee }) },
  ];
  return (
    <StepFrame title={copy('notary.chooseTitle')}>
      <p className="page-intro">{copy('notary.chooseIntro')}</p>
      <fieldset className="notary-methods">
        <legend>{copy('notary.methodLegend')}</legend>
        {options.map((o) => (
          <label key={o.value} className="notary-method">
            <input type="radio" name={`${id}-method`} value={o.value} checked={method === o.value} onChange={() => setMethod(o.value)} aria-labelledby={`${id}-${o.value}-label`} aria-describedby={`${id}-${o.value}`} />
            <span className="notary-method__text">
              <span id={`${id}-${o.value}-label`} className="notary-method__label">{o.label}</span>
              <span id={`${id}-${o.value}`} className="notary-method__detail">{o.detail}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {method === 'ENOTARY' ? (
        <p className="form-actions"><Link className="button button--primary" to={stepUrl(uuid, 'notary/session')}>{copy('notary.startEnotary')}</Link></p>
      ) : (
        <section aria-labelledby={`${id}-visit`}>
          <h2 id={`${id}-visit`}>{copy('notary.scheduleTitle')}</h2>
          <p>{copy('notary.scheduleIntro')}</p>
          <p className="notary-fee"><strong>{copy('notary.fee', { fee })}</strong></p>
          <FormFailure message={failure} />
          <SchemaForm
              screen="notary-slot"
              showTitle={false}
              formContext={{
                slots: slots.data.slots, timeZone: slots.data.timeZone, noSlots: copy('notary.noSlots', { phone: org.orgMetaData.companyInfo.phoneFormatted }),
                dayLabel: copy('notary.slotDay'), timesLabel: (day: string) => copy('notary.slotTimes', { day }), locale: localeOf(lang),
              }}
              onSubmit={(d) => void run(d)}
              serverErrors={fieldErrors}
              disabled={busy || !slots.data.slots.length}
            />
        </section>
      )}
    </StepFrame>
  );
}

/** notary/reserve-manual: the appointment booked. */
export function NotaryReservedPage({ uuid, app }: StepPageProps) {
  const copy = useCopy();
  const lang = useLanguage();
  const time = app.requestedManualNotaryTime;
  return (
    <StepFrame title={copy('notary.reservedTitle')}>
      {time ? <p>{copy('notary.reservedAt', { time: pacificTime(time, localeOf(lang)) })}</p> : null}
      <Link className="button button--primary" to={stepUrl(uuid, 'insurance/requirements')}>{copy('funding.continue')}</Link>
    </StepFrame>
  );
}

/**
 * notary/session: the eNotary session. The ID check (screen notary-id-check) keeps the application
 * at the notary step with the ID verified; then the ceremony (notary-ceremony) completes the step. A
 * failed check is its own page.
 */
export function NotarySessionPage({ uuid, app }: StepPageProps) {
  const copy = useCopy();
  const navigate = useNavigate();
  const idCheck = useScreenAction<Record<string, unknown>>(uuid, 'notary-id-check', () => true, (error) => {
    if (!(error instanceof ServiceError && error.status === 400)) return false;
    navigate(stepUrl(uuid, 'notary/error'));
    return true;
  });
  const ceremony = useScreenAction<Record<string, unknown>>(uuid, 'notary-ceremony');
  const location = useLocationForSigning();
  if (app.eNotaryIdVerified === true) {
    // signing the deed before the notary is e-signing too: it needs the device's location
    const sign = async (d: Record<string, unknown>) => {
      if (await location.request()) await ceremony.run(d);
    };
    return (
      <StepFrame>
        {location.alert}
        <FormFailure message={ceremony.failure} />
        <SchemaForm key="ceremony" screen="notary-ceremony" onSubmit={(d) => void sign(d)} disabled={ceremony.busy} serverErrors={ceremony.fieldErrors} />
      </StepFrame>
    );
  }
  return (
    <StepFrame>
      <FormFailure message={idCheck.failure} />
      <SchemaForm key="id-check" screen="notary-id-check" onSubmit={(d) => void idCheck.run(d)} disabled={idCheck.busy} serverErrors={idCheck.fieldErrors} />
      {__DEV_TOOLS__ ? <p className="page-note">{copy('sandbox.notaryIdCheck')}</p> : null}
    </StepFrame>
  );
}

/** notary/error: the eNotary session failed. */
export function NotaryErrorPage({ uuid }: StepPageProps) {
  const copy = useCopy();
  return (
    <StepFrame title={copy('notary.errorTitle')}>
      <p>{copy('notary.errorIntro')}</p>
      <p><Link className="button button--primary" to={stepUrl(uuid, 'notary/session')}>{copy('funding.retry')}</Link></p>
      <p><Link to={stepUrl(uuid, 'notary/schedule-manual')}>{copy('notary.schedule')}</Link></p>
    </StepFrame>
  );
}
