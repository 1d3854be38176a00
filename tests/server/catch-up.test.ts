import { afterEach, describe, expect, it, vi } from 'vitest';
import { CatchUp } from '../../src/server/db/catch-up';

/** A read that fails the first `failures` times. */
function flakyRead(failures: number) {
  let calls = 0;
  const read = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new Error('no connection could be made a moment ago');
  });
  return read;
}

describe('catching up after a notification outage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is behind from the cut until a read after the return succeeds, trying again until it does', async () => {
    vi.useFakeTimers();
    const read = flakyRead(2);
    const c = new CatchUp(read, 100);
    expect(c.behind).toBe(false);
    c.lost();
    expect(c.behind).toBe(true);
    c.resumed();
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(1);
    expect(c.behind).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(c.behind).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(read).toHaveBeenCalledTimes(3);
    expect(c.behind).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('stays behind when the subscription is cut again while the read runs, and stops retrying while cut', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const read = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const c = new CatchUp(read, 100);
    c.lost();
    c.resumed();
    c.lost();
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(c.behind).toBe(true);

    const failing = flakyRead(1);
    const d = new CatchUp(failing, 100);
    d.lost();
    d.resumed();
    await vi.advanceTimersByTimeAsync(0);
    d.lost();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(d.behind).toBe(true);
  });

  it('tries no more once stopped', async () => {
    vi.useFakeTimers();
    const read = flakyRead(10);
    const c = new CatchUp(read, 100);
    c.lost();
    c.resumed();
    await vi.advanceTimersByTimeAsync(0);
    c.stop();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
