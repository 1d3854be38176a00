/** The pause between tries of a read that has to succeed after an outage (the pool's breaker may still refuse). */
export const CATCH_UP_RETRY_MS = 100;

/**
 * What a cache that lives on notifications does around an outage: `behind` from the moment its
 * subscription is cut until a read started after it came back has succeeded. The read is tried again
 * every `retryMs` until it does (the database may refuse the first tries: the pool's breaker, a
 * connection still closing), so a missed notification is made up within moments of the return, not at
 * the next periodic look.
 */
export class CatchUp {
  private lostAt = 0;
  private readAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly read: () => Promise<void>, private readonly retryMs = CATCH_UP_RETRY_MS) {}

  /** Whether something announced while the subscription was cut may not have been read yet. */
  get behind(): boolean {
    return this.lostAt > this.readAt;
  }

  /** The subscription was cut. */
  readonly lost = (): void => {
    this.lostAt = Math.max(this.lostAt, this.readAt) + 1;
    // a retry now would read while notifications are still cut; the return starts it again
    clearTimeout(this.timer);
  };

  /** The subscription is back (or a look is due): read now, and again until a read succeeds. */
  readonly resumed = (): void => {
    if (this.stopped) return;
    clearTimeout(this.timer);
    const mark = this.lostAt;
    this.read().then(
      () => {
        this.readAt = Math.max(this.readAt, mark);
      },
      () => {
        if (this.stopped) return;
        this.timer = setTimeout(this.resumed, this.retryMs);
        this.timer.unref();
      },
    );
  };

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }
}
