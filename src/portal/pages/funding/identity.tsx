import { useState } from 'react';
import { SchemaForm } from '../../../renderer/schema-form';
import { FormFailure } from '../../forms/use-form-action';
import { useCopy } from '../../org-context';
import type { StepPageProps } from '../application/step-props';
import { useScreenAction } from '../application/use-screen-action';
import { usePickerText, useUploadText } from './upload-text';

interface IdChoice { documentType?: string; documentUuid?: string; backDocumentUuid?: string }

/**
 * The identity-document form: which of the four document types, then its front and, for a document
 * with one, its back (each documentUpload widget previews and uploads its file and holds the stored
 * document's uuid). Nothing joins the application before Continue.
 */
export function IdentityForm({ uuid, onSubmit, busy, serverErrors }: { uuid: string; onSubmit: (d: IdChoice) => void; busy?: boolean; serverErrors?: { path: string; message: string }[] }) {
  const copy = useCopy();
  const [form, setForm] = useState<IdChoice>({});
  const uploadText = useUploadText('identity.uploadLabel');
  const pickerText = usePickerText();
  return (
    <SchemaForm<IdChoice & Record<string, string>>
      screen="identity-document"
      formData={form as Record<string, string>}
      onChange={(d) => setForm((prev) => (prev.documentType && d.documentType !== prev.documentType ? { documentType: d.documentType } : d))}
      formContext={{ applicationUuid: uuid, formData: form, uploadText, pickerText, chooseTypeFirst: copy('identity.chooseTypeFirst') }}
      onSubmit={onSubmit}
      disabled={busy}
      serverErrors={serverErrors}
    />
  );
}

/** identity: the applicant's government ID, named by the identity-document screen. */
export default function IdentityPage({ uuid }: StepPageProps) {
  const { run, busy, failure, fieldErrors } = useScreenAction<IdChoice>(uuid, 'identity-document');
  return (
    <>
      <FormFailure message={failure} />
      <IdentityForm uuid={uuid} onSubmit={(d) => void run(d)} busy={busy} serverErrors={fieldErrors} />
    </>
  );
}
