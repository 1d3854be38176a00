import { useState } from 'react';
import { ServiceError } from '../../../api/errors';
import { useStaffAction, useStaffActions } from '../../../api/decisions';
import { STAFF_ACTION_COPY, STAFF_ACTIONS, type StaffActionBody, type StaffActionId } from '../../../product/decisions';
import { SchemaForm } from '../../../renderer/schema-form';
import { useAnnounce } from '../../shell/live-region';
import { useCopy } from '../../org-context';
import { StaffError, StaffLoading } from './staff-error';

/**
 * The decisions staff may take on the application now: only the actions the flow allows at its
 * step, each sent as the flow's event with its form (schemas/forms/staff-*, the schema the server
 * checks the request with): why, and for a decline its reasons, for funding its date, amount and
 * reference. An action the caller's permissions do not cover is named, not offered.
 */
export function DecisionActions({ uuid }: { uuid: string }) {
  const copy = useCopy();
  const announce = useAnnounce();
  const actions = useStaffActions(uuid);
  const send = useStaffAction(uuid);
  const [open, setOpen] = useState<StaffActionId | null>(null);

  if (actions.isPending) return <StaffLoading />;
  if (actions.isError) return <StaffError error={actions.error} onRetry={() => void actions.refetch()} />;
  const { state } = actions.data;
  const permitted = actions.data.actions.filter((a) => a.permitted);
  const refused = actions.data.actions.filter((a) => !a.permitted);
  const failure = send.error instanceof ServiceError ? send.error : send.error ? new ServiceError(send.error.message, 0, undefined) : null;
  const toggle = (id: StaffActionId) => {
    setOpen(open === id ? null : id);
    send.reset();
  };

  return (
    <section aria-labelledby="staff-decisions">
      <h2 id="staff-decisions">{copy('staff.decisions.title')}</h2>
      {failure && !failure.fieldErrors.length ? <p className="form-errors" role="alert">{failure.message}</p> : null}
      {actions.data.actions.length === 0 ? <p>{copy('staff.decisions.none')}</p> : null}
      <div className="staff-actions">
        {permitted.map((a) => (
          <button key={a.id} type="button" className="button button--small" aria-expanded={open === a.id} aria-controls={`decision-${a.id}`} onClick={() => toggle(a.id)}>
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
        <div id={`decision-${open}`} className="staff-decision-form">
          <SchemaForm
            key={open}
            screen={STAFF_ACTIONS[open].form}
            showTitle={false}
            disabled={send.isPending}
            serverErrors={failure?.fieldErrors}
            onSubmit={(body) => send.mutate({ action: open, expectedState: state, body: body as StaffActionBody }, {
              onSuccess: () => { setOpen(null); announce(copy(STAFF_ACTION_COPY[open].done)); },
            })}
          >
            <button type="button" className="button button--small" onClick={() => setOpen(null)}>{copy('staff.decisions.close')}</button>
          </SchemaForm>
        </div>
      ) : null}
    </section>
  );
}
