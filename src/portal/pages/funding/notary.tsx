import { useQueryClient } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { Link, useNavigate } from 'react-router';
import { ServiceError } from '../../../api/errors';
import { useNotarySlots } from '../../../api/funding';
import { SchemaForm } from '../../../renderer/schema-form';
import { FormFailure } from '../../forms/use-form-action';
import { useCopy, useOrg } from '../../org-context';
import { stateShows, stepUrl } from '../application/flow';
import type { StepPageProps } from '../application/step-props';
import { useScreenAction } from '../application/use-screen-action';
import { StepFrame } from './step-frame';

const PACIFIC = 'America/Los_Angeles';
const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;
export const pacificTime = (iso: string) => DateTime.fromISO(iso).setZone(PACIFIC).toFormat("cccc, MMMM d 'at' h:mm a");

/**
 * notary/schedule-manual: a notary appointment inside the lender's hours, written with the
 * notary-slot screen (the time drawn by the slotPicker widget from the times the server offers, and
 * the $300 fee agreed to); then the booking confirmation.
 */
export default function NotarySchedulePage({ uuid }: StepPageProps) {
  const copy = useCopy();
  const org = useOrg();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const slots = useNotarySlots(uuid);
  const { run, busy, failure, fieldErrors } = useScreenAction<Record<string, unknown>>(uuid, 'notary-slot', (saved) => {
    // the booking is confirmed on its own page where the next step shows one
    if (!stateShows(saved.state, 'notary/reserve-manual')) return false;
    navigate(stepUrl(uuid, 'notary/reserve-manual'));
    return true;
  }, (error) => {
    if (error instanceof ServiceError && error.status === 409) void qc.invalidateQueries({ queryKey: ['notary-slots', uuid] });
    return false;
  });
  return (
    <StepFrame title={copy('notary.scheduleTitle')}>
      <p className="page-intro">{copy('notary.scheduleIntro')}</p>
      <p className="notary-fee"><strong>{copy('notary.fee', { fee: money(slots.data?.feeCents ?? 30000) })}</strong></p>
      <FormFailure message={failure} />
      {slots.data ? (
        <SchemaForm
          screen="notary-slot"
          showTitle={false}
          formContext={{ slots: slots.data.slots, timeZone: slots.data.timeZone, noSlots: copy('notary.noSlots', { phone: org.orgMetaData.companyInfo.phoneFormatted }) }}
          onSubmit={(d) => void run(d)}
          serverErrors={fieldErrors}
          disabled={busy || !slots.data.slots.length}
        />
      ) : <p role="status">{copy('funding.loading')}</p>}
      <p><Link to={stepUrl(uuid, 'notary/session')}>{copy('notary.enotary')}</Link></p>
    </StepFrame>
  );
}

/** notary/reserve-manual: the appointment booked. */
export function NotaryReservedPage({ uuid, app }: StepPageProps) {
  const copy = useCopy();
  const time = app.requestedManualNotaryTime;
  return (
    <StepFrame title={copy('notary.reservedTitle')}>
      {time ? <p>{copy('notary.reservedAt', { time: pacificTime(time) })}</p> : null}
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
  if (app.eNotaryIdVerified === true) {
    return (
      <StepFrame>
        <FormFailure message={ceremony.failure} />
        <SchemaForm key="ceremony" screen="notary-ceremony" onSubmit={(d) => void ceremony.run(d)} disabled={ceremony.busy} serverErrors={ceremony.fieldErrors} />
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
