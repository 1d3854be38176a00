import { useState } from 'react';
import { inLanguage } from '../../../engine/languages';
import { useMyDocuments } from '../../../api/documents';
import { useClosingDetails } from '../../../api/funding';
import { toDisplayDate } from '../../../lib/format';
import { FileUpload } from '../../../widgets/upload/file-upload';
import { content } from '../../content';
import { FormFailure } from '../../forms/use-form-action';
import { CancelControl } from './cancel-control';
import { useCopy, useLanguage, useOrg, type CopyKey } from '../../org-context';
import { applicantFlow } from '../application/flow';
import type { StepPageProps } from '../application/step-props';
import { useScreenAction } from '../application/use-screen-action';
import { FundedLine } from './funded-line';
import { StepFrame, WaitingNotice } from './step-frame';
import { usePickerText, useUploadText } from './upload-text';

const INSURANCE_KEYS: Record<string, CopyKey> = { PROOF_OF_HAZARD_INSURANCE: 'insurance.hazard', PROOF_OF_FLOOD_INSURANCE: 'insurance.flood' };

function InsuranceItem({ uuid, type, received, earlier, onUploaded }: { uuid: string; type: string; received: boolean; earlier: boolean; onUploaded: (documentUuid: string) => void }) {
  const copy = useCopy();
  const text = useUploadText(INSURANCE_KEYS[type] ?? 'insurance.hazard');
  const picker = usePickerText();
  // a proof sent on an earlier visit is named; one picked now stays in its drop zone with its preview, to replace if wrong
  return (
    <li className="insurance-item">
      {earlier && received ? <p><strong>{copy(INSURANCE_KEYS[type] ?? 'insurance.hazard')}</strong>: {copy('insurance.received')}</p> : (
        <FileUpload applicationUuid={uuid} documentType={type} text={text} picker={picker} onUploaded={(doc) => onUploaded(doc.uuid)} />
      )}
    </li>
  );
}

/**
 * insurance/requirements and insurance/upload: hazard always, flood in a flood zone. Each proof is
 * picked in a drop zone with a preview and uploaded with progress (one sent on an earlier visit
 * counts); once every one asked for is in, Continue sends the insurance-proof screen naming them.
 */
export default function InsurancePage({ uuid, app }: StepPageProps) {
  const copy = useCopy();
  const details = useClosingDetails(uuid, app.state);
  const mine = useMyDocuments(uuid);
  const [uploaded, setUploaded] = useState<Record<string, string>>({});
  const { run, busy, failure, fieldErrors } = useScreenAction<{ documentUuids: string[] }>(uuid, 'insurance-proof');
  const required = details.data?.insuranceRequired ?? [];
  const earlier = Object.fromEntries(
    (details.data?.insuranceUploaded ?? []).flatMap((t) => {
      const doc = (mine.data ?? []).filter((d) => d.type === t).sort((a, b) => b.created.localeCompare(a.created))[0];
      return doc ? [[t, doc.uuid]] : [];
    }),
  );
  const received = { ...earlier, ...uploaded };
  const complete = required.length > 0 && required.every((r) => received[r]);
  return (
    <StepFrame title={copy('insurance.title')}>
      <p className="page-intro">{copy('insurance.intro')}</p>
      <FormFailure message={failure ?? fieldErrors?.[0]?.message} />
      {details.isPending ? <p role="status">{copy('funding.loading')}</p> : null}
      <ul className="insurance-list">
        {required.map((t) => (
          <InsuranceItem
            key={t}
            uuid={uuid}
            type={t}
            received={Boolean(received[t])}
            earlier={Boolean(earlier[t]) && !uploaded[t]}
            onUploaded={(documentUuid) => setUploaded((u) => ({ ...u, [t]: documentUuid }))}
          />
        ))}
      </ul>
      {complete ? <button type="button" className="button button--primary" disabled={busy} onClick={() => void run({ documentUuids: required.map((r) => received[r] as string) })}>{copy('funding.continue')}</button> : null}
    </StepFrame>
  );
}

/** complete: waiting out the right to cancel with the funding date shown (the step page polls), then funded. */
export function CompletePage({ uuid, app }: StepPageProps) {
  const copy = useCopy();
  const details = useClosingDetails(uuid, app.state);
  const done = (inLanguage(content, useLanguage()).screens.complete?.ui['x-screen'] ?? {}) as { title?: string; intro?: string };
  const funded = applicantFlow().state(app.state)?.final === true;
  const d = details.data;
  return (
    <StepFrame title={funded ? done.title : copy('complete.waitTitle')}>
      {funded ? <p className="page-intro">{done.intro}</p> : null}
      {d?.rescissionEndsOn && !funded ? <p>{copy('complete.rescission', { date: toDisplayDate(d.rescissionEndsOn) ?? d.rescissionEndsOn })}</p> : null}
      {d?.fundingOn ? <p><strong>{copy(funded ? 'complete.fundedOn' : 'complete.fundingDate', { date: toDisplayDate(d.fundingOn) ?? d.fundingOn })}</strong></p> : null}
      {!funded ? <WaitingNotice text={copy('funding.waiting')} /> : null}
      {!funded ? <CancelControl uuid={uuid} /> : null}
      {funded ? <FundedLine uuid={uuid} app={app} /> : null}
    </StepFrame>
  );
}

/** bpo/hold: the valuation waits for the applicant to call. */
export function BpoHoldPage() {
  const copy = useCopy();
  const org = useOrg();
  return (
    <StepFrame title={copy('bpo.holdTitle')}>
      <WaitingNotice text={copy('bpo.holdIntro', { phone: org.orgMetaData.companyInfo.phoneFormatted })} />
    </StepFrame>
  );
}
