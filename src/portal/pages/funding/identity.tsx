import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fundingKey } from '../../../api/funding';
import { SchemaForm } from '../../../renderer/schema-form';
import { FileUpload } from '../../../widgets/upload/file-upload';
import { useCopy } from '../../org-context';
import { StepPage, useStep } from './step';
import { useUploadText } from './upload-text';

/** The ID upload itself: choose one of the four document types (a schema pair), then upload it. */
export function IdentityUpload({ uuid, onUploaded }: { uuid: string; onUploaded: () => void }) {
  const copy = useCopy();
  const [type, setType] = useState<string>();
  const text = useUploadText('identity.uploadLabel');
  if (!type) return <SchemaForm<{ documentType: string }> screen="identity-document" onSubmit={(d) => setType(d.documentType)} />;
  return (
    <>
      <h2>{copy('identity.uploadTitle')}</h2>
      <FileUpload applicationUuid={uuid} documentType={type} text={text} onUploaded={onUploaded} />
      <button type="button" className="link-button" onClick={() => setType(undefined)}>{copy('identity.chooseAnother')}</button>
    </>
  );
}

/** identity: the applicant's government ID. */
export default function IdentityPage() {
  const { uuid, status } = useStep(['docVerify']);
  const qc = useQueryClient();
  return (
    <StepPage status={status}>
      <IdentityUpload uuid={uuid} onUploaded={() => void qc.invalidateQueries({ queryKey: fundingKey(uuid) })} />
    </StepPage>
  );
}
