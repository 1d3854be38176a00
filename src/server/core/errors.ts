import type { CopyKey } from '../../generated/copy-keys';

/** A field that failed validation: its JSON pointer in the request and the message to show. */
export interface FieldError {
  path: string;
  message: string;
}

/** An error the client should see as it is: status code, a human message, optional field errors. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A text of the content (schemas/copy, overridable per lender) and its {placeholders}' values. */
export interface CopyText {
  key: CopyKey;
  values?: Record<string, string | number>;
}

/**
 * A refusal a borrower may read, said in copy: the error handler writes it in the request's language
 * (the page's, then the device's, then the browser's) with the lender's own words. Its message, until
 * then, is the key (what logs show).
 */
export class Refusal extends HttpError {
  constructor(statusCode: number, readonly text: CopyText, readonly fieldTexts: { path: string; text: CopyText }[] = []) {
    super(statusCode, text.key, fieldTexts.map((f) => ({ path: f.path, message: f.text.key })));
  }
}

/** Refuses with a copy key: 400 what was sent cannot be taken, 403 not yours, 404 not there, 409 not now. */
export const refuse = (statusCode: 400 | 403 | 404 | 409, key: CopyKey, values?: CopyText['values'], fields: { path: string; key: CopyKey }[] = []) =>
  new Refusal(statusCode, { key, values }, fields.map((f) => ({ path: f.path, text: { key: f.key } })));

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const forbidden = (message = 'You do not have access to this resource') => new HttpError(403, message);
export const unauthorized = (message = 'unauthenticated') => new HttpError(401, message);

/** The error body every route answers with; status repeats the message for clients that read that field. */
export const errorBody = (statusCode: number, message: string, errors?: FieldError[]) => ({
  statusCode,
  status: message,
  message,
  ...(errors?.length ? { errors } : {}),
});

export const errorResponseSchema = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    status: { type: 'string' },
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } },
    },
  },
} as const;

/** Seconds a caller is told to wait while the database is out of reach (it is asked again by then). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** Seconds a caller is told to wait when the instance is stopping: the load balancer has another by then. */
export const STOPPING_RETRY_AFTER_SECONDS = 1;
/**
 * The answer while the database is out of reach, or the instance is stopping: nothing the caller did is
 * wrong, nothing was kept, and the same request will work in a moment.
 */
export const RIGHT_BACK_MESSAGE = 'We will be right back. Please try again in a few seconds.';

/** Refused for now, with when to ask again (503 and Retry-After). */
export const unavailable = (message: string, retryAfterSeconds: number) =>
  new HttpError(503, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
/** The answer to a request refused before any work was done because the server is at capacity for it. */
export const BUSY_MESSAGE = 'We are busy right now. Please try again in a few seconds.';
