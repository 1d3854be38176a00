/**
 * A redirect target is honoured only if it starts with a slash followed by a lowercase letter
 * (spec), so "//evil.example", "/\evil.example", "https://..." and "/Admin" are all refused. Control
 * characters and spaces are refused too: browsers strip some of them, which could turn a harmless
 * looking value into another origin.
 */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (!/^\/[a-z]/.test(value)) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return null;
  return value;
}
