/**
 * Where this instance stands: serving, or draining once it was asked to stop (SIGTERM), when readiness
 * says no so a load balancer sends it nothing new. Work started after a request was answered (`later`) is
 * kept here, so the instance stops only once that work is done.
 */
export class Lifecycle {
  private drainingFlag = false;
  private readonly pending = new Set<Promise<void>>();

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

  /** Resolves once every piece of work started with `later` is done, that started meanwhile included. */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}
