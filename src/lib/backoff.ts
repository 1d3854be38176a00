/** Delay before retry n (0-based): base doubled each time, never above cap. */
export const backoffDelay = (attempt: number, baseMs: number, capMs = Number.POSITIVE_INFINITY): number =>
  Math.min(capMs, baseMs * 2 ** attempt);
