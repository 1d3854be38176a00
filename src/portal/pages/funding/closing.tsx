import { useQueryClient } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { fundingKey } from '../../../api/funding';
import { FileUpload } from '../../../widgets/upload/file-upload';
import { content } from '../../content';
import { useCopy } from '../../org-context';
import { StepPage, WaitingNotice, useStep } from './step';
import { useUploadText } from './upload-text';

const INSURANCE_KEYS: Record<string, string> = { PROOF_OF_HAZARD_INSURANCE: 'insurance.hazard', PROOF_OF_FLOOD_INSURANCE: 'insurance.flood' };

function InsuranceItem({ uuid, type, received }: { uuid: string; type: string; received: boolean }) {
  const copy = useCopy();
  const qc = useQueryClient();
  const text = useUploadText(INSURANCE_KEYS[type] ?? type);
  return (
    <li className="insurance-item">
      {received ? <p><strong>{copy(INSURANCE_KEYS[type] ?? type)}</strong>: {copy('insurance.received')}</p> : (
        <FileUpload applicationUuid={uuid} documentType={type} text={text} onUploaded={() => void qc.invalidateQueries({ queryKey: fundingKey(uuid) })} />
      )}
    </li>
  );
}

/** insurance/requirements and insurance/upload: hazard always, flood in a flood zone. */
export default function InsurancePage() {
  const { uuid, status } = useStep(['insurance']);
  const copy = useCopy();
  const required = status.data?.insuranceRequired ?? [];
  const uploaded = new Set(status.data?.insuranceUploaded ?? []);
  return (
    <StepPage title={copy('insurance.title')} status={status}>
      <p className="page-intro">{copy('insurance.intro')}</p>
      <ul className="insurance-list">
        {required.map((t) => <InsuranceItem key={t} uuid={uuid} type={t} received={uploaded.has(t)} />)}
      </ul>
    </StepPage>
  );
}

const longDate = (iso: string) => DateTime.fromISO(iso).toFormat('MMMM d, yyyy');

/** complete: waiting out the right to cancel with the funding date shown, then funded. */
export function CompletePage() {
  const { status, state } = useStep(['waitFund', 'complete'], { poll: true });
  const copy = useCopy();
  const done = (content.screens.complete?.ui['x-screen'] ?? {}) as { title?: string; intro?: string };
  const d = status.data;
  return (
    <StepPage title={state === 'complete' ? done.title : copy('complete.waitTitle')} status={status}>
      {state === 'complete' ? <p className="page-intro">{done.intro}</p> : null}
      {d?.rescissionEndsOn && state !== 'complete' ? <p>{copy('complete.rescission', { date: longDate(d.rescissionEndsOn) })}</p> : null}
      {d?.fundingOn ? <p><strong>{copy('complete.fundingDate', { date: longDate(d.fundingOn) })}</strong></p> : null}
      {state === 'waitFund' ? <WaitingNotice text={copy('funding.waiting')} /> : null}
    </StepPage>
  );
}
