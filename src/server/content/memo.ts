/**
 * Results of work that depends only on its input text, kept for the next check (the studio checks a
 * draft on every save, and all but a file or two are the same each time); bounded, dropped when full.
 */
export function memo<T>(limit: number): (key: string, make: () => T) => T {
  const cache = new Map<string, T>();
  return (key, make) => {
    let found = cache.get(key);
    if (found === undefined) {
      if (cache.size >= limit) cache.clear();
      found = make();
      cache.set(key, found);
    }
    return found;
  };
}
