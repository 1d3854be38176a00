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
