/** The spec's service error: response (if any), status (0 without a response), message, data. */
export class ServiceError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown,
    readonly response?: Response,
  ) {
    super(message);
    this.name = 'ServiceError';
  }

  /** Field errors the server listed (path + message), if any. */
  get fieldErrors(): { path: string; message: string }[] {
    const errors = (this.data as { errors?: unknown } | undefined)?.errors;
    return Array.isArray(errors) ? (errors as { path: string; message: string }[]) : [];
  }
}

export const REQUEST_FAILED = 'Request failed.';
export const REQUEST_TIMED_OUT = 'The request timed out. Please try again.';
export const PROFILE_FETCH_FAILED = 'Failed to fetch profile details.';
export const SOMETHING_UNEXPECTED = 'Something unexpected happened';
export const RESPONSE_NOT_DEFINED = 'Response was not defined';
export const notConvertibleToJson = (url: string) => `The response was not convertible to json for ${url}`;

/** Error lists read as one sentence joined with commas; none -> the generic text. */
export function joinErrors(errors: (string | { message?: string } | undefined)[] | undefined): string {
  const texts = (errors ?? [])
    .map((e) => (typeof e === 'string' ? e : e?.message))
    .filter((t): t is string => Boolean(t && t.trim()));
  return texts.length ? texts.join(', ') : SOMETHING_UNEXPECTED;
}

/** The message to show for a failed body: its status field, then message, then its error list. */
export function messageFromBody(body: unknown): string {
  if (body && typeof body === 'object') {
    const b = body as { status?: unknown; message?: unknown; errors?: unknown };
    if (typeof b.status === 'string' && b.status) return b.status;
    if (typeof b.message === 'string' && b.message) return b.message;
    if (Array.isArray(b.errors)) return joinErrors(b.errors as { message?: string }[]);
  }
  return SOMETHING_UNEXPECTED;
}

/** 401, or 403 saying the token is unauthenticated or badly signed: the stored session is no longer valid. */
export function isSessionRejected(error: ServiceError): boolean {
  if (error.status === 401) return true;
  return error.status === 403 && /^(unauthenticated|invalid signature)$/i.test(error.message);
}
