import { BUSY_MESSAGE, unavailable } from '../core/errors';

/**
 * At most `concurrent` password hashes run at once, so a burst of sign-ups or sign-ins leaves the rest of
 * the thread pool (files, DNS, compression) and the event loop to other requests. Others wait their turn
 * while their expected wait stays within `maxWaitMs`; beyond that they are refused at once (503) with a
 * Retry-After that says when the queue will have room for them. `firstHashMs` is the guess of one hash's
 * time until hashes have been timed.
 */
export const HASHING = { concurrent: 2, maxWaitMs: 10_000, firstHashMs: 400, longestQueue: 1_000 } as const;
export type HashingLimits = { concurrent: number; maxWaitMs: number; firstHashMs: number; longestQueue: number };

/** How much each timed hash moves the estimate (an average that follows the machine's load). */
const SMOOTHING = 0.2;

/**
 * The queue in front of the password hashes. A request refused here has had nothing done for it (no hash,
 * no attempt counted), and is told to come back when, by the hashes' measured pace and counting everyone
 * told to come back before it, it will find room: a crowd refused together comes back spread out over
 * that time, not all at once into another refusal.
 */
export class HashingQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private hashMs: number;
  /** When those refused were told to come back (ms on `now`'s clock); each counts as work ahead until then. */
  private comebacks: number[] = [];

  constructor(private readonly limits: HashingLimits = HASHING, private readonly now: () => number = () => performance.now()) {
    this.hashMs = limits.firstHashMs;
  }

  /** How many hashes run and wait right now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** The time one hash takes now, as measured. */
  get estimatedHashMs(): number {
    return this.hashMs;
  }

  /**
   * Runs `hash` in a slot: at once, after its turn, or not at all (503 with Retry-After) when its turn is
   * further than `maxWaitMs` away. `first` runs in the slot before it (a throw there ends the turn unhashed).
   */
  async run<T>(hash: () => Promise<T>, first?: () => Promise<void>): Promise<T> {
    if (this.running >= this.limits.concurrent) {
      const turnMs = ((this.waiting.length + 1) * this.hashMs) / this.limits.concurrent;
      if (turnMs > this.limits.maxWaitMs || this.waiting.length >= this.limits.longestQueue) throw this.refusal();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    let started: number | undefined;
    try {
      await first?.();
      started = this.now();
      return await hash();
    } finally {
      if (started !== undefined) this.hashMs += SMOOTHING * (this.now() - started - this.hashMs);
      // the slot goes straight to the next in line, or back
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  private refusal() {
    const now = this.now();
    this.comebacks = this.comebacks.filter((at) => at > now);
    const ahead = this.running + this.waiting.length + this.comebacks.length;
    // coming back then, it finds the queue's expected wait just within maxWaitMs, behind everyone told before it
    const backInMs = Math.max(1_000, ((ahead + 1) * this.hashMs) / this.limits.concurrent - this.limits.maxWaitMs);
    this.comebacks.push(now + backInMs);
    return unavailable(BUSY_MESSAGE, backInMs / 1000);
  }
}
