import { useId, useRef, useState } from 'react';
import { ACCEPT, MAX_UPLOAD_MB, uploadDocument, type UploadedDocument } from '../../api/documents';
import { FilePicker, type FilePickerText } from './file-picker';
import './upload.css';

export interface FileUploadText {
  label: string;
  hint: string;
  uploading: string;
  done: string;
  tooLarge: string;
  empty: string;
  wrongType: string;
}

export interface UploadTarget {
  applicationUuid: string;
  documentType: string;
  conditionUuid?: string;
  text: FileUploadText;
  onUploaded?: (doc: UploadedDocument) => void;
  /** Told when a file starts and stops going up (a page may cover long uploads). */
  onBusy?: (busy: boolean) => void;
}

const EXTENSIONS = /\.(pdf|jpe?g|png|heic)$/i;

/**
 * Uploads one picked file with progress. Obvious mistakes (size, empty, extension) are caught before
 * sending; the server checks the content itself and its message is shown as it is.
 */
export function useDocumentUpload({ applicationUuid, documentType, conditionUuid, text, onUploaded, onBusy }: UploadTarget) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();
  const [uploaded, setUploaded] = useState<string[]>([]);

  const send = async (file: File) => {
    setError(undefined);
    if (file.size === 0) return setError(text.empty);
    if (file.size > MAX_UPLOAD_MB * 1024 * 1024) return setError(text.tooLarge);
    if (!EXTENSIONS.test(file.name)) return setError(text.wrongType);
    setProgress(0);
    onBusy?.(true);
    try {
      const doc = await uploadDocument(applicationUuid, file, { documentType, conditionUuid }, setProgress);
      setUploaded((u) => [...u, doc.filename]);
      onUploaded?.(doc);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      onBusy?.(false);
      setProgress(undefined);
      if (input.current) input.current.value = '';
    }
  };
  return { input, send, progress, error, uploaded };
}

/** The progress bar, the error and the files sent, under a file input. */
export function UploadState({ id, text, progress, error, uploaded }: { id: string; text: FileUploadText; progress?: number; error?: string; uploaded: string[] }) {
  return (
    <>
      {progress !== undefined ? (
        <div className="file-upload__progress">
          <progress max={1} value={progress} aria-label={text.uploading} />
          <span aria-live="polite">{text.uploading} {Math.round(progress * 100)}%</span>
        </div>
      ) : null}
      {error ? <p id={`${id}-error`} className="file-upload__error field-error" role="alert">{error}</p> : null}
      {uploaded.length ? (
        <ul className="file-upload__done" aria-live="polite">
          {uploaded.map((name, i) => <li key={`${name}-${i}`}>{text.done} {name}</li>)}
        </ul>
      ) : null}
    </>
  );
}

export interface FileUploadProps extends UploadTarget {
  disabled?: boolean;
  /** With the picker's words: the drop zone with camera and a preview of the file picked (as identity has). */
  picker?: FilePickerText;
}

/** Picks and uploads one document at a time, with its own label and hint. */
export function FileUpload({ disabled, picker, ...target }: FileUploadProps) {
  const id = useId();
  const [picked, setPicked] = useState<File>();
  const { input, send, progress, error, uploaded } = useDocumentUpload(target);
  const { text } = target;
  if (picker) {
    const labelId = `${id}-label`;
    return (
      <div className="file-upload" role="group" aria-labelledby={labelId}>
        <p id={labelId} className="field__label">{text.label}</p>
        <p id={`${id}-hint`} className="file-upload__hint">{text.hint}</p>
        <FilePicker
          id={id}
          labelId={labelId}
          describedBy={`${id}-hint${error ? ` ${id}-error` : ''}`}
          invalid={Boolean(error)}
          disabled={disabled || progress !== undefined}
          text={picker}
          file={picked}
          onPick={(f) => { setPicked(f); void send(f); }}
        />
        <UploadState id={id} text={text} progress={progress} error={error} uploaded={uploaded.slice(-1)} />
      </div>
    );
  }
  return (
    <div className="file-upload">
      <label htmlFor={id} className="file-upload__label">{text.label}</label>
      <p id={`${id}-hint`} className="file-upload__hint">{text.hint}</p>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT}
        disabled={disabled || progress !== undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => { const f = e.target.files?.[0]; if (f) void send(f); }}
      />
      <UploadState id={id} text={text} progress={progress} error={error} uploaded={uploaded} />
    </div>
  );
}
