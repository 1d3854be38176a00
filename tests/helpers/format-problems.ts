/**
 * Text that breaks the spec's formats (portal section 5): phones other than "(nnn) nnn-nnnn" (ten
 * digits in a row, +1 forms, dashed or dotted forms) and dates other than MM/dd/yyyy (month names,
 * slashes without leading zeros, data dates). Used on rendered pages by the unit and browser tests.
 */
export function formatProblems(text: string): string[] {
  const found: string[] = [];
  const rules: [string, RegExp][] = [
    ['raw phone', /(?<![\d(])(?:\+?1[-. ]?)?\d{10}(?!\d)/g],
    ['dashed phone', /(?<![\d(])(?:1[-.])?\d{3}[-.]\d{3}[-.]\d{4}(?!\d)/g],
    ['month-name date', /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.? \d{1,2}(?:st|nd|rd|th)?,? \d{4}\b/g],
    ['data date', /\b\d{4}-\d{2}-\d{2}\b/g],
  ];
  for (const [name, re] of rules) for (const m of text.matchAll(re)) found.push(`${name}: ${m[0]}`);
  for (const m of text.matchAll(/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g)) if (!/^\d{2}\/\d{2}\/\d{4}$/.test(m[0])) found.push(`slash date: ${m[0]}`);
  return found;
}
