/** WCAG 2.x relative luminance and contrast ratio of #rgb / #rrggbb colours. */
export function parseHex(color: string): [number, number, number] {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) throw new Error(`not a hex colour: ${color}`);
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(color: string): number {
  const [r, g, b] = parseHex(color).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** A colour slot a lender may leave out, and the one the stylesheet uses instead. */
export const COLOR_FALLBACKS: Record<string, string> = { accent: 'primary' };

/**
 * Colour pairs the stylesheet puts together, and the ratio WCAG 2.2 AA asks of each: 4.5:1 for text,
 * 3:1 for the parts of controls and focus marks (non-text contrast).
 */
export const CONTRAST_PAIRS = [
  { fg: 'text', bg: 'background', min: 4.5, use: 'text' },
  { fg: 'textMuted', bg: 'background', min: 4.5, use: 'text' },
  { fg: 'link', bg: 'background', min: 4.5, use: 'text' },
  { fg: 'error', bg: 'background', min: 4.5, use: 'text' },
  { fg: 'success', bg: 'background', min: 4.5, use: 'text' },
  { fg: 'text', bg: 'surface', min: 4.5, use: 'text' },
  { fg: 'textMuted', bg: 'surface', min: 4.5, use: 'text' },
  { fg: 'link', bg: 'surface', min: 4.5, use: 'text' },
  { fg: 'error', bg: 'surface', min: 4.5, use: 'text' },
  { fg: 'onPrimary', bg: 'primary', min: 4.5, use: 'text' },
  { fg: 'primary', bg: 'background', min: 3, use: 'controls' },
  { fg: 'border', bg: 'background', min: 3, use: 'controls' },
  { fg: 'accent', bg: 'background', min: 3, use: 'focus marks and the current step' },
  { fg: 'accent', bg: 'surface', min: 3, use: 'focus marks and the current step' },
] as const;
