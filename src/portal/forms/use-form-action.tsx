import { useCallback, useState } from 'react';
import { ServiceError } from '../../api/errors';

export interface FieldError {
  path: string;
  message: string;
}

export interface FormAction<A> {
  run: (arg: A) => Promise<void>;
  busy: boolean;
  /** A failure that belongs to no field, shown once above the form. */
  failure?: string;
  /** Field errors from the server, shown under their fields (pass to SchemaForm's serverErrors). */
  fieldErrors?: FieldError[];
}

/**
 * Runs a form's server action: busy while it runs, earlier errors cleared, the server's field errors
 * kept for their fields and anything else turned into one message. onError may handle an error
 * itself (e.g. go to an error page) by returning true.
 */
export function useFormAction<A>(action: (arg: A) => Promise<void>, onError?: (error: unknown, arg: A) => boolean): FormAction<A> {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>();
  const run = useCallback(async (arg: A) => {
    setBusy(true);
    setFailure(undefined);
    setFieldErrors(undefined);
    try {
      await action(arg);
    } catch (error) {
      if (onError?.(error, arg)) return;
      if (error instanceof ServiceError && error.fieldErrors.length) setFieldErrors(error.fieldErrors);
      else setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }, [action, onError]);
  return { run, busy, failure, fieldErrors };
}

/** The one message of a failed form action, announced when it appears. */
export function FormFailure({ message }: { message?: string }) {
  return message ? (
    <div className="form-errors" role="alert">
      <p className="form-errors__title">{message}</p>
    </div>
  ) : null;
}
