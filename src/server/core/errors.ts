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
