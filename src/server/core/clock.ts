/**
 * The server's notion of now. The sandbox clock can be moved forward (non-production only) so
 * journeys with waiting periods can be exercised without waiting.
 */
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): Date {
    if (!Number.isFinite(ms) || ms < 0) throw new Error('the sandbox clock only moves forward');
    this.offsetMs += ms;
    return this.now();
  }

  get offset(): number {
    return this.offsetMs;
  }
}
