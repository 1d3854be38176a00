import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { backDocumentType } from '../../product/enumerations';
import { FilePicker, type FilePickerText } from './file-picker';
import { UploadState, useDocumentUpload, type FileUploadText } from './file-upload';

/** What a form using the documentUpload widget gives it through its form context. */
export interface DocumentUploadContext {
  applicationUuid: string;
  /** The form's current data, to read the document type chosen in a sibling field. */
  formData: Record<string, unknown>;
  uploadText: FileUploadText;
  pickerText: FilePickerText;
  /** Said instead of the hint while no document type is chosen. */
  chooseTypeFirst: string;
  /** Told when a file of this field starts and stops going up, so the form can hold its submit until then. */
  onUploading?: (field: string, busy: boolean) => void;
}

/**
 * A field whose value is the uuid of an uploaded document. The file is picked (button, camera or
 * drop), previewed and uploaded with a progress bar as the type named by the sibling field
 * `ui:options.documentTypeField` (for `side: back`, that type's back); the field then holds the
 * stored document's uuid, and the document joins the application only when the form is submitted.
 * A back field shows only while the screen's rules require it (a licence has a back, a passport not).
 */
export function DocumentUploadWidget(props: WidgetProps) {
  const ctx = props.registry.formContext as DocumentUploadContext;
  const typeField = String(props.options.documentTypeField ?? 'documentType');
  const chosen = typeof ctx.formData?.[typeField] === 'string' ? (ctx.formData[typeField] as string) : '';
  const back = props.options.side === 'back';
  const documentType = back ? backDocumentType(chosen) ?? '' : chosen;
  // the file is kept with the type it was picked for: choosing another document starts afresh
  const [picked, setPicked] = useState<{ file: File; type: string }>();
  const file = picked?.type === documentType ? picked.file : undefined;
  const { send, progress, error, uploaded } = useDocumentUpload({
    applicationUuid: ctx.applicationUuid, documentType, text: ctx.uploadText,
    onUploaded: (doc) => props.onChange(doc.uuid),
    onBusy: (busy) => ctx.onUploading?.(props.id, busy),
  });
  if (back && !props.required) return null;
  const labelId = `${props.id}-label`;
  const hintId = `${props.id}-hint`;
  const pick = (f: File) => {
    setPicked({ file: f, type: documentType });
    props.onChange(undefined);
    void send(f);
  };
  return (
    <div className="file-upload" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="field__label">{props.label}{props.required ? <span aria-hidden="true" className="field__required"> *</span> : null}</p>
      <p id={hintId} className="file-upload__hint">{documentType ? ctx.uploadText.hint : ctx.chooseTypeFirst}</p>
      <FilePicker
        id={props.id}
        labelId={labelId}
        describedBy={`${hintId}${error ? ` ${props.id}-error` : ''}${props.rawErrors?.length ? ` ${props.id}__error` : ''}`}
        invalid={Boolean(error || props.rawErrors?.length)}
        disabled={props.disabled || !documentType || progress !== undefined}
        text={ctx.pickerText}
        file={file}
        onPick={pick}
      />
      <UploadState id={props.id} text={ctx.uploadText} progress={progress} error={error} uploaded={props.value ? uploaded.slice(-1) : []} />
    </div>
  );
}
