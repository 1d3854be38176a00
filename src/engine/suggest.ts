/** Edit distance (insertions, deletions, substitutions, adjacent swaps) between two short names. */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i] as number[];
      const prev = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j] as number, ((rows[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** The known name a mistyped one most likely meant, if one is close enough. */
export function closest(name: string, known: Iterable<string>): string | undefined {
  const list = [...known];
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of list) {
    const d = candidate.toLowerCase() === name.toLowerCase() ? 0 : distance(name, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  if (best !== undefined && bestDistance <= Math.max(1, Math.floor(name.length / 4))) return best;
  // a name cut short or written without its prefix ("signedIn" for "registrationSignedIn")
  const lower = name.toLowerCase();
  return lower.length >= 4 ? list.find((k) => k.toLowerCase().includes(lower)) : undefined;
}

/** ' (did you mean "x"?)' or ''. */
export const didYouMean = (name: string, known: Iterable<string>): string => {
  const best = closest(name, known);
  return best === undefined ? '' : ` (did you mean "${best}"?)`;
};

/** '"a", "b" or "c"', shortened to the first few with "..." when the list is long. */
export function oneOf(values: readonly unknown[], most = 12): string {
  const shown = values.slice(0, most).map((v) => JSON.stringify(v));
  if (values.length > most) return `${shown.join(', ')}, ...`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}` : (shown[0] ?? 'nothing');
}
