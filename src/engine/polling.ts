import { backoffDelay } from '../lib/backoff';
import { isTerminalStatus, isWaitingStatus } from './status-routing';
import type { StatusRoutesFile } from './types';

/** Status polling policy (spec section 9). */
export const POLL_POLICY = { baseMs: 1000, capMs: 5000, tries: 7, waitingTries: 14 } as const;

/** Past the time the server names, so its move has surely been made when the next try arrives. */
export const READY_MARGIN_MS = 50;

/** Delay after the given (0-based) try: 1000, 2000, 4000, then 5000 ms from there on. */
export const pollBackoff = (attempt: number, policy: { baseMs: number; capMs: number } = POLL_POLICY): number =>
  backoffDelay(attempt, policy.baseMs, policy.capMs);

/**
 * Delay before the next try: when the server said how long its work has left, that long (and a margin),
 * kept between the base delay and the cap; otherwise the backoff step. So an applicant waits as long as
 * the provider takes, not until the next step of the backoff after it.
 */
export function nextDelay(attempt: number, readyInMs?: number | null, policy: { baseMs: number; capMs: number } = POLL_POLICY): number {
  if (typeof readyInMs !== 'number' || !Number.isFinite(readyInMs) || readyInMs < 0) return pollBackoff(attempt, policy);
  return Math.min(Math.max(readyInMs + READY_MARGIN_MS, policy.baseMs), policy.capMs);
}

export type PollOutcome = 'terminal' | 'settled' | 'exhausted' | 'aborted';

export interface PollResult {
  status: string;
  outcome: PollOutcome;
  tries: number;
}

export interface PollOptions {
  fetchStatus: () => Promise<string>;
  table: Pick<StatusRoutesFile, 'waiting' | 'terminal'>;
  /** The applicant is in a waiting flow state: the longer budget applies. */
  waitingState: boolean;
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
  onStatus?: (status: string, tryNumber: number) => void;
  /** Whether to keep polling at this status; default: the status is a waiting one of the table. */
  stillWaiting?: (status: string) => boolean;
  /** What the last answer said of the time the server's work has left (ms), when it said so. */
  readyIn?: () => number | null | undefined;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls the server status while it says the server is still working: stops at once on a
 * terminal-like status, when the status is no longer a waiting one, or after the budget of tries
 * (7, or 14 in a waiting state), waiting with exponential backoff between tries, or as long as the
 * server said its work has left (within the same limits).
 */
export async function pollStatus(opts: PollOptions): Promise<PollResult> {
  const sleep = opts.sleep ?? defaultSleep;
  const budget = opts.waitingState ? POLL_POLICY.waitingTries : POLL_POLICY.tries;
  let status = '';
  for (let attempt = 0; attempt < budget; attempt++) {
    if (opts.signal?.aborted) return { status, outcome: 'aborted', tries: attempt };
    status = await opts.fetchStatus();
    opts.onStatus?.(status, attempt + 1);
    if (isTerminalStatus(opts.table, status)) return { status, outcome: 'terminal', tries: attempt + 1 };
    if (!(opts.stillWaiting ?? ((st: string) => isWaitingStatus(opts.table, st)))(status)) return { status, outcome: 'settled', tries: attempt + 1 };
    if (attempt + 1 < budget) await sleep(nextDelay(attempt, opts.readyIn?.()));
  }
  return { status, outcome: 'exhausted', tries: budget };
}
