/**
 * Where this instance stands: serving, or draining once it was asked to stop (SIGTERM), when readiness
 * says no so a load balancer sends it nothing new. Work started off an answer's path (`later`, `afterAnswer`)
 * is kept here, so the instance stops only once that work is done.
 */
export class Lifecycle {
  private drainingFlag = false;
  private readonly pending = new Set<Promise<void>>();
  private readonly afterAnswers = new WeakMap<object, (() => Promise<unknown>)[]>();

  constructor(private readonly onError: (error: unknown) => void) {}

  get draining(): boolean {
    return this.drainingFlag;
  }

  drain(): void {
    this.drainingFlag = true;
  }

  /**
   * Runs `work` off the answer's path (the caller does not wait for it). A failure is reported to the
   * server's log, never thrown at the process; `settled` waits for it.
   */
  later(work: () => Promise<unknown>): void {
    const running: Promise<void> = Promise.resolve()
      .then(work)
      .then(() => undefined, this.onError)
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  /**
   * Runs `work` once the answer to `request` has been sent (as `later` does then): so its time is in no
   * answer, not even by taking the thread while the answer is being written.
   */
  afterAnswer(request: object, work: () => Promise<unknown>): void {
    const queued = this.afterAnswers.get(request);
    if (queued) queued.push(work);
    else this.afterAnswers.set(request, [work]);
  }

  /** The request was answered: its work may start (the server's onResponse hook). */
  answered(request: object): void {
    const queued = this.afterAnswers.get(request);
    if (!queued) return;
    this.afterAnswers.delete(request);
    // after what the answer's sending set going (its callbacks and the caller's own next step)
    for (const work of queued) this.later(() => new Promise<void>((resolve) => setImmediate(resolve)).then(work));
  }

  /** Resolves once every piece of work started with `later` is done, that started meanwhile included. */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}
