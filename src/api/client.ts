import { REQUEST_FAILED, REQUEST_TIMED_OUT, RESPONSE_NOT_DEFINED, ServiceError, isSessionRejected, messageFromBody, notConvertibleToJson } from './errors';
import { clearToken, getSessionReplay, getToken, setToken } from './session';

/** Shell client time-out (spec: 30 seconds). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Contexts that never receive the bearer token (external telemetry and optimisation), with or without a base URL. */
const TOKENLESS = [/^(?:[a-z]+:\/\/[^/]+)?\/ft\//i, /^(?:[a-z]+:\/\/[^/]+)?\/service-optimize\//i];

/** Whether a call to this path carries the stored token. */
export const sendsToken = (path: string): boolean => !TOKENLESS.some((re) => re.test(path));

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

type ErrorHook = (error: ServiceError, path: string) => void;
const errorHooks = new Set<ErrorHook>();

/** Called with every service error before it is thrown (the portal uses it for 401/403 handling). */
export function onServiceError(hook: ErrorHook): () => void {
  errorHooks.add(hook);
  return () => errorHooks.delete(hook);
}

let fetchImpl: typeof fetch = (...args) => fetch(...args);
/** Tests replace the transport; the app never does. */
export const setFetch = (f: typeof fetch): void => {
  fetchImpl = f;
};

// Spec section 7: the fe-relative-url-{application} flag decides whether calls use the page's own
// origin (relative paths) or a fallback URL; the shell sets the base once the decision is known.
let serviceBase = '';
/** The origin service calls go to: '' for the page's own origin, else an absolute URL without a trailing slash. */
export const setServiceBase = (base: string): void => {
  serviceBase = base.replace(/\/+$/, '');
};
export const getServiceBase = (): string => serviceBase;

// The org the portal shows. Calls to the page's own origin name it in the x-org header, so the server
// binds what they create (an application, its pricing and documents) to the lender the applicant sees
// (outside production an orgCode override may show another lender than the host's; in production the
// server believes the header only for the host's own org). Calls to the org's own baseUrl need no header.
let requestOrg: string | undefined;
export const setRequestOrg = (orgCode: string | undefined): void => {
  requestOrg = orgCode;
};
// The language the page speaks: calls to the page's own origin name it (x-language), so refusals and
// messages come back in it and what they start (an application, a mail) keeps it.
let requestLanguage: string | undefined;
export const setRequestLanguage = (lang: string | undefined): void => {
  requestLanguage = lang;
};
// Platform staff choose the lender they work for in the staff console; calls to the page's own origin
// name it (x-staff-lender). The server believes it for platform staff only; a lender's staff always
// work for their own lender.
let staffLenderCode: string | undefined;
export const setStaffLender = (orgCode: string | undefined): void => {
  staffLenderCode = orgCode;
};
export const staffLenderHeader = (code = staffLenderCode): Record<string, string> => (code && !serviceBase ? { 'x-staff-lender': code } : {});

/** A service path on the chosen base; absolute URLs are left alone. */
export const serviceUrl = (path: string): string => (path.startsWith('/') && !path.startsWith('//') ? serviceBase + path : path);

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/**
 * How long a call the server answered 503 with Retry-After (it is briefly out of its database, busy, or
 * stopping, and nothing was done for the call) is sent again, each time after the wait the server gave (at
 * most RIGHT_BACK_LONGEST_WAIT_MS): past this it fails like any other.
 */
export const RIGHT_BACK_MAX_MS = 120_000;
const RIGHT_BACK_LONGEST_WAIT_MS = 30_000;

/** While calls wait to be sent again: what the server said, for the shell's "we will be right back" state. */
export interface RightBack {
  message: string;
}
let rightBack: RightBack | undefined;
let callsWaiting = 0;
const rightBackListeners = new Set<() => void>();
const rightBackChanged = () => {
  for (const listener of rightBackListeners) listener();
};

/** Whether calls are waiting for the server to be back (undefined: none). */
export const rightBackState = (): RightBack | undefined => rightBack;
/** Hears every change of rightBackState; answers the way to stop. */
export function onRightBack(listener: () => void): () => void {
  rightBackListeners.add(listener);
  return () => rightBackListeners.delete(listener);
}

/** The wait a 503 asks for (its Retry-After), or undefined when it is not to be sent again. */
function retryAfterMs(error: unknown): number | undefined {
  if (!(error instanceof ServiceError) || error.status !== 503) return undefined;
  const seconds = Number(error.response?.headers.get('retry-after') ?? NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(RIGHT_BACK_LONGEST_WAIT_MS, Math.max(1_000, seconds * 1000)) : undefined;
}

const sleep = (ms: number, signal?: AbortSignal) => new Promise<void>((resolve, reject) => {
  const timer = setTimeout(resolve, ms);
  signal?.addEventListener('abort', () => {
    clearTimeout(timer);
    reject(signal.reason);
  }, { once: true });
});

/**
 * The one HTTP client: token, session-replay ids, token renewal, time-out and the spec's error shapes. A
 * call answered 503 with Retry-After is sent again after that wait, up to RIGHT_BACK_MAX_MS, while the
 * shell shows that we will be right back; only the last answer reaches the caller and the error hooks.
 */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const started = Date.now();
  let waited = false;
  try {
    for (;;) {
      try {
        return await attempt<T>(path, opts);
      } catch (error) {
        const wait = retryAfterMs(error);
        if (wait === undefined || Date.now() - started + wait > RIGHT_BACK_MAX_MS || opts.signal?.aborted) throw fail(error as ServiceError, path);
        if (!waited) {
          waited = true;
          callsWaiting += 1;
        }
        rightBack = { message: (error as ServiceError).message };
        rightBackChanged();
        await sleep(wait, opts.signal);
      }
    }
  } finally {
    if (waited && --callsWaiting === 0) {
      rightBack = undefined;
      rightBackChanged();
    }
  }
}

/** One try of a call; a failure is thrown as the spec's ServiceError, without the error hooks. */
async function attempt<T>(path: string, opts: RequestOptions): Promise<T> {
  const url = buildUrl(serviceUrl(path), opts.query);
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  if (opts.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const token = getToken();
  if (token && sendsToken(path)) headers.authorization = `Bearer ${token}`;
  if (requestOrg && !serviceBase && path.startsWith('/') && !headers['x-org']) headers['x-org'] = requestOrg;
  if (requestLanguage && !serviceBase && path.startsWith('/')) headers['x-language'] ??= requestLanguage;
  if (path.startsWith('/')) for (const [k, v] of Object.entries(staffLenderHeader())) headers[k] ??= v;
  const replay = getSessionReplay();
  if (replay) {
    headers['x-session-replay-session-id'] = replay.sessionId;
    headers['x-session-replay-user-id'] = replay.userId;
  }

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new DOMException('The request timed out', 'TimeoutError')), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout.signal]) : timeout.signal;

  let response: Response | undefined;
  try {
    response = await fetchImpl(url, {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      headers,
      credentials: 'include',
      signal,
      body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
    });
  } catch (cause) {
    const timedOut = timeout.signal.aborted;
    throw new ServiceError(timedOut ? REQUEST_TIMED_OUT : REQUEST_FAILED, 0, { cause });
  } finally {
    clearTimeout(timer);
  }
  if (!response) throw new ServiceError(RESPONSE_NOT_DEFINED, 0, undefined);

  const renewed = response.headers.get('authorization');
  if (renewed?.startsWith('Bearer ')) setToken(renewed.slice('Bearer '.length));

  const text = await response.text();
  let data: unknown;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      if (response.ok && !(response.headers.get('content-type') ?? '').includes('json')) data = text;
      else throw new ServiceError(notConvertibleToJson(url), response.status, text, response);
    }
  }
  if (!response.ok) {
    const error = new ServiceError(messageFromBody(data), response.status, data, response);
    // Spec: a rejected session is cleared; the portal's error hook then sends the user to log in.
    if (isSessionRejected(error)) clearToken();
    throw error;
  }
  return data as T;
}

function fail(error: ServiceError, path: string): ServiceError {
  for (const hook of errorHooks) {
    try {
      hook(error, path);
    } catch {
      // a failing hook must not hide the original error
    }
  }
  return error;
}

export const api = {
  get: <T>(path: string, opts?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...opts, method: 'GET' }),
  post: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...opts, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...opts, method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...opts, method: 'PATCH', body: body ?? {} }),
  delete: <T>(path: string, opts?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...opts, method: 'DELETE' }),
};
