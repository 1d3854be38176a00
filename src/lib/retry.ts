import { backoffDelay } from './backoff';

export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });

export interface RetryOptions {
  /** Total attempts, the first included. Spec default: 5. */
  attempts?: number;
  /** Delay before the second attempt, doubled for each further one. Spec default: 1000 ms. */
  baseDelayMs?: number;
  shouldRetry?: (error: unknown) => boolean;
  signal?: AbortSignal;
}

/** The spec's retry helper: up to 5 attempts, the delay doubling from 1000 ms. */
export async function retry<T>(fn: (attempt: number) => Promise<T>, opts: RetryOptions = {}): Promise<T> {
  const attempts = opts.attempts ?? 5;
  const base = opts.baseDelayMs ?? 1000;
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await fn(attempt);
    } catch (error) {
      lastError = error;
      if (attempt === attempts - 1 || (opts.shouldRetry && !opts.shouldRetry(error))) break;
      await sleep(backoffDelay(attempt, base), opts.signal);
    }
  }
  throw lastError;
}
