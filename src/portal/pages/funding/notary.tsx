import { useQueryClient } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ServiceError } from '../../../api/errors';
import { applicationKey, eNotaryStep, fundingKey, reserveNotary, useNotarySlots } from '../../../api/funding';
import { SchemaForm } from '../../../renderer/schema-form';
import { FormFailure, useFormAction } from '../../forms/use-form-action';
import { useCopy, useOrg } from '../../org-context';
import { StepPage, useStep } from './step';

const PACIFIC = 'America/Los_Angeles';
const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;
export const pacificTime = (iso: string) => DateTime.fromISO(iso).setZone(PACIFIC).toFormat("cccc, MMMM d 'at' h:mm a");

/**
 * notary/schedule-manual: pick a notary appointment inside the lender's hours; the $300 fee is shown
 * before reserving. The times come from the server, so this is a picker rather than a schema form.
 */
export default function NotarySchedulePage() {
  // insurance too: after reserving, this page itself goes on to the booking confirmation
  const { uuid, status } = useStep(['notary', 'insurance']);
  const copy = useCopy();
  const org = useOrg();
  const id = useId();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const slots = useNotarySlots(uuid);
  const [chosen, setChosen] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const byDay = new Map<string, string[]>();
  for (const s of slots.data?.slots ?? []) {
    const day = DateTime.fromISO(s).setZone(PACIFIC).toFormat('cccc, MMMM d');
    byDay.set(day, [...(byDay.get(day) ?? []), s]);
  }

  const reserve = async (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const app = await reserveNotary(uuid, chosen);
      qc.setQueryData(applicationKey(uuid), app);
      await qc.invalidateQueries({ queryKey: fundingKey(uuid) });
      navigate(`/account/heloc/${uuid}/notary/reserve-manual`);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      if (error instanceof ServiceError && error.status === 409) await slots.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <StepPage title={copy('notary.scheduleTitle')} status={status}>
      <p className="page-intro">{copy('notary.scheduleIntro')}</p>
      <p className="notary-fee"><strong>{copy('notary.fee', { fee: money(slots.data?.feeCents ?? 30000) })}</strong></p>
      {failure ? <div className="form-errors" role="alert"><p className="form-errors__title">{failure}</p></div> : null}
      {slots.data && !slots.data.slots.length ? <p>{copy('notary.noSlots', { phone: org.orgMetaData.companyInfo.phoneFormatted })}</p> : null}
      {slots.data?.slots.length ? (
        <form onSubmit={reserve}>
          <fieldset className="slot-picker">
            <legend>{copy('notary.slots')}</legend>
            {[...byDay.entries()].map(([day, list]) => (
              <div key={day} className="slot-picker__day" role="group" aria-labelledby={`${id}-${list[0]}`}>
                <h3 id={`${id}-${list[0]}`}>{day}</h3>
                {list.map((s) => (
                  <div key={s} className="slot-picker__slot">
                    <input type="radio" name="slot" id={`${id}-${s}`} value={s} checked={chosen === s} onChange={() => setChosen(s)} />
                    <label htmlFor={`${id}-${s}`}>{DateTime.fromISO(s).setZone(PACIFIC).toFormat('h:mm a')}</label>
                  </div>
                ))}
              </div>
            ))}
          </fieldset>
          <button type="submit" className="button button--primary" disabled={!chosen || busy}>{copy('notary.reserve')}</button>
        </form>
      ) : null}
      <p><Link to={`/account/heloc/${uuid}/notary/session`}>{copy('notary.enotary')}</Link></p>
    </StepPage>
  );
}

/** notary/reserve-manual: the appointment booked. */
export function NotaryReservedPage() {
  const { uuid, status } = useStep(['insurance', 'notary', 'waitFund', 'complete']);
  const copy = useCopy();
  const time = status.data?.application.requestedManualNotaryTime;
  return (
    <StepPage title={copy('notary.reservedTitle')} status={status}>
      {time ? <p>{copy('notary.reservedAt', { time: pacificTime(time) })}</p> : null}
      <Link className="button button--primary" to={`/account/heloc/${uuid}/insurance/requirements`}>{copy('funding.continue')}</Link>
    </StepPage>
  );
}

/** notary/session: the sandbox eNotary session, ID check then the ceremony. */
export function NotarySessionPage() {
  const { uuid, status, goTo } = useStep(['notary']);
  const copy = useCopy();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const verified = status.data?.application.eNotaryIdVerified === true;

  const { run, busy, failure, fieldErrors } = useFormAction(
    async (body: Parameters<typeof eNotaryStep>[1]) => {
      const app = await eNotaryStep(uuid, body);
      qc.setQueryData(applicationKey(uuid), app);
      await qc.invalidateQueries({ queryKey: fundingKey(uuid) });
      if (app.state !== 'notary') goTo(app.state);
    },
    (error, body) => {
      // a failed ID check is its own page, not a form error
      if (!(error instanceof ServiceError && error.status === 400 && body.step === 'ID_CHECK')) return false;
      navigate(`/account/heloc/${uuid}/notary/error`);
      return true;
    },
  );

  return (
    <StepPage status={status}>
      <FormFailure message={failure} />
      {verified ? (
        <SchemaForm<{ consent: true }> key="ceremony" screen="notary-ceremony" onSubmit={() => run({ step: 'CEREMONY', consent: true })} disabled={busy} serverErrors={fieldErrors} />
      ) : (
        <>
          <SchemaForm<{ lastFourOfId: string }> key="id-check" screen="notary-id-check" onSubmit={(d) => run({ step: 'ID_CHECK', lastFourOfId: d.lastFourOfId })} disabled={busy} serverErrors={fieldErrors} />
          {__DEV_TOOLS__ ? <p className="page-note">{copy('notary.sandboxHint')}</p> : null}
        </>
      )}
    </StepPage>
  );
}

/** notary/error: the eNotary session failed. */
export function NotaryErrorPage() {
  const { uuid, status } = useStep(['notary']);
  const copy = useCopy();
  return (
    <StepPage title={copy('notary.errorTitle')} status={status}>
      <p>{copy('notary.errorIntro')}</p>
      <p><Link className="button button--primary" to={`/account/heloc/${uuid}/notary/session`}>{copy('funding.retry')}</Link></p>
      <p><Link to={`/account/heloc/${uuid}/notary/schedule-manual`}>{copy('notary.schedule')}</Link></p>
    </StepPage>
  );
}
