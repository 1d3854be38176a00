/**
 * One pace for the answers of a request whose work after its password hash differs by what the caller
 * must not learn (registration: whether the e-mail already had an account). The longest path's work is
 * timed as it happens; every answer waits until `factor` times that average has passed since its own hash
 * (at most `longestMs`), so the paths answer alike. Work no answer needs is done after the answer instead.
 */
export class AnswerPace {
  private workMs: number;

  constructor(
    private readonly limits = { firstMs: 100, factor: 1.5, longestMs: 2_000 },
    private readonly now: () => number = () => performance.now(),
  ) {
    this.workMs = limits.firstMs;
  }

  /** The average time the longest path's work takes now. */
  get averageMs(): number {
    return this.workMs;
  }

  /** The longest path's work, begun at `hashedAt`, is done now. */
  measured(hashedAt: number): void {
    this.workMs += 0.2 * (this.now() - hashedAt - this.workMs);
  }

  /** Resolves once the answer of work begun at `hashedAt` is due. */
  async due(hashedAt: number): Promise<void> {
    const wait = hashedAt + Math.min(this.limits.longestMs, this.workMs * this.limits.factor) - this.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
