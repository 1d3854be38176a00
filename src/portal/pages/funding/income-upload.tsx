import { useState } from 'react';
import { FileUpload } from '../../../widgets/upload/file-upload';
import { FormFailure } from '../../forms/use-form-action';
import { ProcessingWhile } from '../../shell/processing-modal';
import { useCopy } from '../../org-context';
import type { StepPageProps } from '../application/step-props';
import { useScreenAction } from '../application/use-screen-action';
import { StepFrame, countInWords } from './step-frame';
import { useUploadText } from './upload-text';

/**
 * income/upload/{type}: the paystubs underwriting asked for. Each file is uploaded as it is picked;
 * once there are as many as asked, the step's screen (income-paystubs) names them and the flow goes
 * on, and again from Continue should that write be refused.
 */
export default function IncomeUploadPage({ uuid, app }: StepPageProps) {
  const copy = useCopy();
  const count = Number(app.paystubsRequired ?? 1) || 1;
  const [uploaded, setUploaded] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const { run, busy, failure, fieldErrors } = useScreenAction<{ documentUuids: string[] }>(uuid, 'income-paystubs');
  const text = useUploadText('income.uploadLabel');
  return (
    <StepFrame title={copy('income.uploadTitle')}>
      <p className="page-intro">{copy('income.uploadIntro', { count: countInWords(count), noun: copy(count === 1 ? 'income.paystub' : 'income.paystubs') })}</p>
      <FormFailure message={failure ?? fieldErrors?.[0]?.message} />
      <ProcessingWhile busy={uploading || busy} message={copy('processing.upload')} />
      <FileUpload
        applicationUuid={uuid}
        documentType="USER_UPLOADED_PAYSTUB"
        text={text}
        disabled={busy}
        onBusy={setUploading}
        onUploaded={(doc) => {
          const all = [...uploaded, doc.uuid];
          setUploaded(all);
          if (all.length >= count) void run({ documentUuids: all });
        }}
      />
      {uploaded.length >= count ? (
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void run({ documentUuids: uploaded })}>{copy('funding.continue')}</button>
      ) : null}
    </StepFrame>
  );
}
