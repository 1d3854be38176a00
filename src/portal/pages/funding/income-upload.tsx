import { useQueryClient } from '@tanstack/react-query';
import { fundingKey } from '../../../api/funding';
import { FileUpload } from '../../../widgets/upload/file-upload';
import { useCopy } from '../../org-context';
import { StepPage, countInWords, useStep } from './step';
import { useUploadText } from './upload-text';

/** income/upload/{type}: manual paystub upload when linked income did not match the stated income. */
export default function IncomeUploadPage() {
  const { uuid, status } = useStep(['manualPaystubUpload']);
  const copy = useCopy();
  const qc = useQueryClient();
  const count = Number(status.data?.application.paystubsRequired ?? 1) || 1;
  return (
    <StepPage title={copy('income.uploadTitle')} status={status}>
      <p className="page-intro">{copy('income.uploadIntro', { count: countInWords(count), noun: copy(count === 1 ? 'income.paystub' : 'income.paystubs') })}</p>
      <FileUpload
        applicationUuid={uuid}
        documentType="USER_UPLOADED_PAYSTUB"
        text={useUploadText('income.uploadLabel')}
        onUploaded={() => void qc.invalidateQueries({ queryKey: fundingKey(uuid) })}
      />
    </StepPage>
  );
}
