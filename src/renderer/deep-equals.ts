/**
 * The one call rjsf makes of fast-equals (`createCustomEqual`, for its deepEquals of schemas, form data
 * and props), as a small structural comparison of our own: the same answers for the values forms hold
 * (JSON data, schemas, dates, elements, functions), without shipping the library (about 2.5 KiB on the
 * wire). Circular references are followed once per pair, so self-referencing values compare.
 */
type Equal = (a: unknown, b: unknown) => boolean;

interface Options {
  circular?: boolean;
  createCustomConfig?: () => { areFunctionsEqual?: Equal };
}

const own = Object.prototype.hasOwnProperty;

export function createCustomEqual(options: Options = {}): Equal {
  const functionsEqual: Equal = options.createCustomConfig?.().areFunctionsEqual ?? ((a, b) => a === b);

  function equal(a: unknown, b: unknown, seen: Map<object, object>): boolean {
    if (a === b) return true;
    // NaN equals NaN
    if (a !== a && b !== b) return true;
    if (typeof a === 'function' && typeof b === 'function') return functionsEqual(a, b);
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
    if (a.constructor !== b.constructor) return false;
    // a pair already under comparison: equal as far as this comparison can tell
    if (seen.get(a) === b) return true;
    seen.set(a, b);
    try {
      if (Array.isArray(a)) {
        const other = b as unknown[];
        return a.length === other.length && a.every((item, i) => equal(item, other[i], seen));
      }
      if (a instanceof Date) return a.getTime() === (b as Date).getTime() || (Number.isNaN(a.getTime()) && Number.isNaN((b as Date).getTime()));
      if (a instanceof RegExp) return String(a) === String(b);
      if (a instanceof Map) {
        const other = b as Map<unknown, unknown>;
        return a.size === other.size && [...a].every(([key, value]) => other.has(key) && equal(value, other.get(key), seen));
      }
      if (a instanceof Set) {
        const other = b as Set<unknown>;
        return a.size === other.size && [...a].every((value) => other.has(value) || [...other].some((o) => equal(value, o, seen)));
      }
      const left = a as Record<string, unknown>;
      const right = b as Record<string, unknown>;
      const keys = Object.keys(left);
      if (keys.length !== Object.keys(right).length) return false;
      // a React element's owner is bookkeeping, not what the element shows
      const element = '$$typeof' in left;
      return keys.every((key) => own.call(right, key) && ((element && key === '_owner') || equal(left[key], right[key], seen)));
    } finally {
      seen.delete(a);
    }
  }

  return (a, b) => equal(a, b, new Map());
}
