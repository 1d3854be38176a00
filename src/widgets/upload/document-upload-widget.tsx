import type { WidgetProps } from '@rjsf/utils';
import { ACCEPT } from '../../api/documents';
import { UploadState, useDocumentUpload, type FileUploadText } from './file-upload';

/** What a form using the documentUpload widget gives it through its form context. */
export interface DocumentUploadContext {
  applicationUuid: string;
  /** The form's current data, to read the document type chosen in a sibling field. */
  formData: Record<string, unknown>;
  uploadText: FileUploadText;
  /** Said instead of the hint while no document type is chosen. */
  chooseTypeFirst: string;
}

/**
 * A field whose value is the uuid of an uploaded document: picking a file uploads it (as the type
 * named by the sibling field `ui:options.documentTypeField`), and the field holds the stored
 * document's uuid, which the screen's write then names.
 */
export function DocumentUploadWidget(props: WidgetProps) {
  const ctx = props.registry.formContext as DocumentUploadContext;
  const typeField = String(props.options.documentTypeField ?? 'documentType');
  const documentType = typeof ctx.formData?.[typeField] === 'string' ? (ctx.formData[typeField] as string) : '';
  const { input, send, progress, error, uploaded } = useDocumentUpload({
    applicationUuid: ctx.applicationUuid, documentType, text: ctx.uploadText, onUploaded: (doc) => props.onChange(doc.uuid),
  });
  const hintId = `${props.id}-hint`;
  return (
    <div className="file-upload">
      <p id={hintId} className="file-upload__hint">{documentType ? ctx.uploadText.hint : ctx.chooseTypeFirst}</p>
      <input
        ref={input}
        id={props.id}
        name={props.id}
        type="file"
        accept={ACCEPT}
        disabled={props.disabled || !documentType || progress !== undefined}
        aria-describedby={`${hintId}${error ? ` ${props.id}-error` : ''}${props.rawErrors?.length ? ` ${props.id}__error` : ''}`}
        aria-invalid={error || props.rawErrors?.length ? true : undefined}
        onChange={(e) => { const f = e.target.files?.[0]; if (f) void send(f); }}
      />
      <UploadState id={props.id} text={ctx.uploadText} progress={progress} error={error} uploaded={uploaded} />
    </div>
  );
}
