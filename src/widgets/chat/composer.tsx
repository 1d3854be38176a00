import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ACCEPTED_EXTENSIONS, formatFileSize, isAcceptedFile, MAX_FILE_BYTES, MAX_FILES } from './logic';

export interface ComposerProps {
  disabled?: boolean;
  allowFiles?: boolean;
  placeholder: string;
  labels: {
    message: string; send: string; attach: string; files: string; remove: (name: string) => string; rejected: (name: string) => string;
    tooLarge: (name: string) => string; tooMany: (name: string) => string;
  };
  /** Resolves when sent; a rejection keeps the text and files for another try. */
  onSend: (text: string, files: File[]) => Promise<void>;
  /** Called as the text changes (the typing preview is throttled by the caller). */
  onTyping?: (text: string) => void;
}

/** Text box, attachments and Send. Enter sends; Shift+Enter starts a new line. */
export function Composer(props: ComposerProps) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const canSend = !props.disabled && !busy && (text.trim().length > 0 || files.length > 0);

  const send = async () => {
    if (!canSend) return;
    setBusy(true);
    try {
      await props.onSend(text.trim(), files);
      setText('');
      setFiles([]);
      setRejected([]);
    } catch {
      // the caller shows the send-failed alert; text and files stay for another try
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <form className="chat-composer" onSubmit={(e) => { e.preventDefault(); void send(); }}>
      <label htmlFor={`${id}-text`} className="visually-hidden">{props.labels.message}</label>
      <textarea
        id={`${id}-text`}
        rows={2}
        value={text}
        placeholder={props.placeholder}
        disabled={props.disabled}
        onChange={(e) => {
          setText(e.target.value);
          props.onTyping?.(e.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      {files.length ? (
        <ul className="chat-attachments" aria-label={props.labels.files}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`}>
              <span>{f.name}</span> <span className="chat-size">({formatFileSize(f.size)})</span>
              <button type="button" className="chat-icon-button" aria-label={props.labels.remove(f.name)} onClick={() => setFiles((all) => all.filter((_, j) => j !== i))}>×</button>
            </li>
          ))}
        </ul>
      ) : null}
      {rejected.length ? (
        <ul className="chat-rejected" role="alert">
          {rejected.map((text) => <li key={text}>{text}</li>)}
        </ul>
      ) : null}
      <div className="chat-composer__actions">
        {props.allowFiles !== false ? (
          <>
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              multiple
              accept={ACCEPTED_EXTENSIONS.join(',')}
              className="visually-hidden"
              tabIndex={-1}
              aria-hidden="true"
              aria-label={props.labels.attach}
              disabled={props.disabled}
              onChange={(e) => {
                // Refused here with the reason, rather than failing the whole message at the server.
                const kept: File[] = [];
                const refused: string[] = [];
                for (const f of e.target.files ?? []) {
                  if (!isAcceptedFile(f.name)) refused.push(props.labels.rejected(f.name));
                  else if (f.size > MAX_FILE_BYTES) refused.push(props.labels.tooLarge(f.name));
                  else if (files.length + kept.length >= MAX_FILES) refused.push(props.labels.tooMany(f.name));
                  else kept.push(f);
                }
                setFiles((all) => [...all, ...kept]);
                setRejected(refused);
                e.target.value = '';
              }}
            />
            <button type="button" className="button button--secondary" disabled={props.disabled} onClick={() => fileInput.current?.click()}>
              {props.labels.attach}
            </button>
          </>
        ) : null}
        <button type="submit" className="button button--primary" disabled={!canSend}>{props.labels.send}</button>
      </div>
    </form>
  );
}
