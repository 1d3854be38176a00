import type { JsonObject } from './types';

/**
 * A value without the fields its schema marks writeOnly (an SSN, a PIN, a password): such answers
 * are used once and never kept, neither by the server nor in a browser's draft.
 */
export function withoutWriteOnly(schema: JsonObject, value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const props = (schema.properties ?? {}) as Record<string, JsonObject>;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const sub = props[key];
    if (sub?.writeOnly === true) continue;
    out[key] = sub ? withoutWriteOnly(sub, v) : v;
  }
  return out;
}
