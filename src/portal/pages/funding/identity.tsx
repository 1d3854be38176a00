import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
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
  // Continue pressed while a file is still going up waits for it, then submits with what was stored
  const uploading = useRef(new Set<string>());
  const [waiting, setWaiting] = useState<HTMLFormElement>();
  const [uploads, setUploads] = useState(0);
  const onUploading = useCallback((field: string, on: boolean) => {
    if (on) uploading.current.add(field);
    else uploading.current.delete(field);
    setUploads(uploading.current.size);
  }, []);
  useEffect(() => {
    if (!waiting || uploads > 0) return undefined;
    // the stored document's uuid reaches the form's data with the upload's end: submit on the next frame
    const frame = requestAnimationFrame(() => {
      setWaiting(undefined);
      waiting.requestSubmit();
    });
    return () => cancelAnimationFrame(frame);
  }, [waiting, uploads]);
  const holdSubmit = (e: FormEvent) => {
    if (uploading.current.size === 0) return;
    e.preventDefault();
    e.stopPropagation();
    if (e.target instanceof HTMLFormElement) setWaiting(e.target);
  };
  return (
    <div onSubmitCapture={holdSubmit}>
      <SchemaForm<IdChoice & Record<string, string>>
        screen="identity-document"
        formData={form as Record<string, string>}
        onChange={(d) => setForm((prev) => (prev.documentType && d.documentType !== prev.documentType ? { documentType: d.documentType } : d))}
        formContext={{ applicationUuid: uuid, formData: form, uploadText, pickerText, chooseTypeFirst: copy('identity.chooseTypeFirst'), onUploading }}
        onSubmit={onSubmit}
        disabled={busy || waiting !== undefined}
        serverErrors={serverErrors}
      >
        {waiting ? <p role="status" className="file-upload__waiting">{copy('identity.waitingForUpload')}</p> : null}
      </SchemaForm>
    </div>
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
