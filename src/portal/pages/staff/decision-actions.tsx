import { useState, type FormEvent } from 'react';
import { useStaffAction, useStaffActions, type StaffActionInput } from '../../../api/decisions';
import { STAFF_ACTION_COPY, STAFF_ACTIONS, declineReasonKey, type DeclineReason, type StaffActionId } from '../../../product/decisions';
import { useAnnounce } from '../../shell/live-region';
import { useCopy } from '../../org-context';
import { StaffError, StaffLoading } from './staff-error';

/**
 * The decisions staff may take on the application now: only the actions the flow allows at its
 * step, each sent as the flow's event with why (and, for a decline, its reasons; for funding, its
 * date, amount and reference). An action the caller's permissions do not cover is named, not offered.
 */
export function DecisionActions({ uuid }: { uuid: string }) {
  const copy = useCopy();
  const announce = useAnnounce();
  const actions = useStaffActions(uuid);
  const send = useStaffAction(uuid);
  const [open, setOpen] = useState<StaffActionId | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (actions.isPending) return <StaffLoading />;
  if (actions.isError) return <StaffError error={actions.error} onRetry={() => void actions.refetch()} />;
  const { state, declineReasons } = actions.data;
  const permitted = actions.data.actions.filter((a) => a.permitted);
  const refused = actions.data.actions.filter((a) => !a.permitted);

  const onSubmit = (id: StaffActionId) => (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const note = String(form.get('note') ?? '').trim();
    const reasons = form.getAll('reasons').map(String) as DeclineReason[];
    if (note.length < 3) return setProblem(copy('staff.decisions.noteRequired'));
    if (id === 'decline' && !reasons.length) return setProblem(copy('staff.decisions.reasonRequired'));
    const input: StaffActionInput = { action: id, expectedState: state, note, ...(id === 'decline' ? { reasons } : {}) };
    if (id === 'recordFunding') {
      const amount = Number(form.get('amount'));
      const fundedOn = String(form.get('fundedOn') ?? '');
      const reference = String(form.get('reference') ?? '').trim();
      if (!fundedOn || !(amount > 0) || reference.length < 3) return setProblem(copy('staff.decisions.fundingRequired'));
      input.funding = { fundedOn, amount, reference };
    }
    setProblem(null);
    send.mutate(input, {
      onSuccess: () => { setOpen(null); announce(copy(STAFF_ACTION_COPY[id].done)); },
      onError: (err) => setProblem(err.message),
    });
  };

  return (
    <section aria-labelledby="staff-decisions">
      <h2 id="staff-decisions">{copy('staff.decisions.title')}</h2>
      {problem ? <p className="form-errors" role="alert">{problem}</p> : null}
      {actions.data.actions.length === 0 ? <p>{copy('staff.decisions.none')}</p> : null}
      <div className="staff-actions">
        {permitted.map((a) => (
          <button key={a.id} type="button" className="button button--small" aria-expanded={open === a.id} aria-controls={`decision-${a.id}`}
            onClick={() => { setOpen(open === a.id ? null : a.id); setProblem(null); }}>
            {copy(STAFF_ACTION_COPY[a.id].label)}
          </button>
        ))}
      </div>
      {refused.length ? (
        <ul className="page-note">
          {refused.map((a) => <li key={a.id}>{copy('staff.decisions.needs', { action: copy(STAFF_ACTION_COPY[a.id].label), permission: STAFF_ACTIONS[a.id].permission })}</li>)}
        </ul>
      ) : null}
      {open ? (
        <form id={`decision-${open}`} className="staff-decision-form" onSubmit={onSubmit(open)} noValidate>
          {open === 'decline' ? (
            <fieldset>
              <legend>{copy('staff.decisions.reasons')}</legend>
              {declineReasons.map((r) => (
                <label key={r} className="checkbox-line">
                  <input type="checkbox" name="reasons" value={r} /> {copy(declineReasonKey(r))}
                </label>
              ))}
            </fieldset>
          ) : null}
          {open === 'recordFunding' ? (
            <>
              <label>{copy('staff.decisions.fundedOn')}<input type="date" name="fundedOn" required /></label>
              <label>{copy('staff.decisions.amount')}<input type="number" name="amount" min="1" step="0.01" inputMode="decimal" required /></label>
              <label>{copy('staff.decisions.reference')}<input type="text" name="reference" required maxLength={60} autoComplete="off" /></label>
            </>
          ) : null}
          <label>{copy('staff.decisions.note')}<textarea name="note" rows={3} required maxLength={1000} /></label>
          <div className="staff-actions">
            <button type="submit" className="button" disabled={send.isPending}>{copy('staff.decisions.confirm', { action: copy(STAFF_ACTION_COPY[open].label) })}</button>
            <button type="button" className="button button--small" onClick={() => setOpen(null)}>{copy('staff.decisions.close')}</button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
