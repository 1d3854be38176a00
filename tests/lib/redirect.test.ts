import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../src/lib/redirect';

describe('safeRedirect', () => {
  it.each(['/account/heloc/123/start/profile', '/dashboard', '/dashboard/settings?tab=1'])('honours %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });
  it.each([
    '//evil.example', '/Admin', 'https://evil.example/a', 'dashboard', '/', '', '/\\evil.example', '/a\\b', '/ok\nLocation: x', '/a b', '/1abc', undefined, 42,
  ])('refuses %j', (value) => {
    expect(safeRedirect(value)).toBeNull();
  });
});
