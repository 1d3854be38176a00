import { useState } from 'react';
import { useCancelApplication, useRightToCancel } from '../../../api/decisions';
import { toDisplayDate } from '../../../lib/format';
import { Dialog } from '../../shell/dialog';
import { useAnnounce } from '../../shell/live-region';
import { useCopy } from '../../org-context';

/**
 * The right to cancel: while it lasts (the server says so, by its clock and the last signature), a
 * button opens a confirmation dialog; confirming cancels the line through the flow. After the
 * deadline, or for someone not entitled, nothing is shown (and the server refuses anyway).
 */
export function CancelControl({ uuid, heading }: { uuid: string; heading?: string }) {
  const copy = useCopy();
  const announce = useAnnounce();
  const right = useRightToCancel(uuid);
  const cancel = useCancelApplication(uuid);
  const [open, setOpen] = useState(false);
  if (!right.data?.canCancel) return null;
  const date = right.data.endsOn ? toDisplayDate(right.data.endsOn) ?? right.data.endsOn : '';
  const label = copy('cancel.button');
  return (
    <div className="cancel-control">
      <button type="button" className="button" onClick={() => setOpen(true)} aria-label={heading ? `${label}: ${heading}` : undefined}>{label}</button>
      <Dialog open={open} onClose={() => { if (!cancel.isPending) setOpen(false); }} title={copy('cancel.dialogTitle')}>
        <p>{copy('cancel.dialogText', { date })}</p>
        {cancel.isError ? <p className="form-errors" role="alert">{cancel.error.message}</p> : null}
        <div className="dialog__actions">
          <button type="button" className="button button--danger" disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSuccess: () => { setOpen(false); announce(copy('cancel.done')); } })}>
            {cancel.isPending ? copy('cancel.working') : copy('cancel.confirm')}
          </button>
          <button type="button" className="button button--primary" disabled={cancel.isPending} onClick={() => setOpen(false)}>{copy('cancel.keep')}</button>
        </div>
      </Dialog>
    </div>
  );
}
