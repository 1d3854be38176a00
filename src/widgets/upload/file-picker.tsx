import { useEffect, useId, useState, type DragEvent } from 'react';
import { ACCEPT } from '../../api/documents';
import './upload.css';

/** The picker's words, from content. */
export interface FilePickerText {
  /** "Choose a file" before anything is picked. */
  choose: string;
  /** "Replace file" once one is. */
  replace: string;
  /** "Take a photo", shown on touch screens. */
  camera: string;
  /** "or drag it here". */
  drop: string;
  /** "Preview of {name}", the preview image's text. */
  preview: (name: string) => string;
}

export interface FilePickerProps {
  /** The control's id (the field's), so the form's error summary can link to it. */
  id: string;
  /** The id of the element naming the file (the field label). */
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  text: FilePickerText;
  /** The file picked last (its preview is shown), if any. */
  file?: File;
  onPick: (file: File) => void;
}

const PREVIEWABLE = /^image\/(png|jpeg)$/;

/**
 * Picks one file: a "Choose a file" button, a camera button on touch screens (the rear camera, an
 * image only), or a file dropped on the area. The file picked is previewed (images as a picture,
 * others by name) and the button offers to replace it.
 */
export function FilePicker({ id, labelId, describedBy, invalid, disabled, text, file, onPick }: FilePickerProps) {
  const own = useId();
  const [over, setOver] = useState(false);
  const preview = usePreviewUrl(file);
  const take = (files: FileList | null | undefined) => { const f = files?.[0]; if (f) onPick(f); };
  const drop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    if (!disabled) take(e.dataTransfer?.files);
  };
  return (
    <div
      className={`file-picker${over ? ' file-picker--over' : ''}${file ? ' file-picker--picked' : ''}`}
      onDragOver={(e) => { e.preventDefault(); if (!disabled) setOver(true); }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      {file ? (
        <figure className="file-picker__preview">
          {preview ? <img src={preview} alt={text.preview(file.name)} /> : <span className="file-picker__doc" aria-hidden="true">PDF</span>}
          <figcaption>{file.name}</figcaption>
        </figure>
      ) : null}
      <div className="file-picker__actions">
        <span className="file-picker__button button">
          <input
            id={id}
            type="file"
            accept={ACCEPT}
            disabled={disabled}
            aria-labelledby={`${labelId} ${own}-choose`}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => { take(e.target.files); e.target.value = ''; }}
          />
          <span id={`${own}-choose`} aria-hidden="true">{file ? text.replace : text.choose}</span>
        </span>
        <span className="file-picker__button file-picker__camera button">
          <input
            type="file"
            accept="image/*"
            capture="environment"
            disabled={disabled}
            aria-labelledby={`${labelId} ${own}-camera`}
            onChange={(e) => { take(e.target.files); e.target.value = ''; }}
          />
          <span id={`${own}-camera`} aria-hidden="true">{text.camera}</span>
        </span>
        <span className="file-picker__drop">{text.drop}</span>
      </div>
    </div>
  );
}

/** An object URL for an image file while it is shown, released afterwards. */
function usePreviewUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || !PREVIEWABLE.test(file.type) || typeof URL.createObjectURL !== 'function') return setUrl(undefined);
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url;
}
