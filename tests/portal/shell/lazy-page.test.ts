// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importWithReload, MAX_CHUNK_RELOADS, pageLoader } from '../../../src/portal/shell/lazy-page';

const reload = vi.fn();
beforeEach(() => {
  sessionStorage.clear();
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => vi.unstubAllGlobals());

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('a failed chunk load', () => {
  it(`reloads the page up to ${MAX_CHUNK_RELOADS} times in a row, then lets the error reach the error page`, async () => {
    for (let i = 0; i < MAX_CHUNK_RELOADS; i += 1) {
      // the page reloads and the load never settles (the new page takes over)
      const settled = await Promise.race([importWithReload(failing).then(() => 'settled', () => 'settled'), new Promise((r) => setTimeout(() => r('pending'), 20))]);
      expect(settled).toBe('pending');
    }
    expect(reload).toHaveBeenCalledTimes(MAX_CHUNK_RELOADS);
    await expect(importWithReload(failing)).rejects.toThrow(/dynamically imported module/);
    expect(reload).toHaveBeenCalledTimes(MAX_CHUNK_RELOADS);
  });

  it('starts counting again once a screen loads, not when a part of the shell does', async () => {
    await Promise.race([importWithReload(failing), new Promise((r) => setTimeout(r, 20))]);
    expect(sessionStorage.getItem('chunkReloads')).toBe('1');
    await expect(importWithReload(async () => ({ default: 'support hours' }))).resolves.toEqual({ default: 'support hours' });
    expect(sessionStorage.getItem('chunkReloads')).toBe('1');
    await expect(importWithReload(async () => ({ default: 'page' }), { screen: true })).resolves.toEqual({ default: 'page' });
    expect(sessionStorage.getItem('chunkReloads')).toBeNull();
  });

  it('gives a route the page component it loaded', async () => {
    const Page = () => null;
    await expect(pageLoader(async () => ({ default: Page }), { opening: true })()).resolves.toEqual({ default: Page });
  });
});
