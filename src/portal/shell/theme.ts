import type { ThemeColors } from '../../engine/types';

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

/** The org's theme tokens as CSS custom properties on the document root (CSSOM, so no inline style tags). */
export function applyTheme(theme: { colors: ThemeColors; font?: string }, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(theme.colors)) root.style.setProperty(`--color-${kebab(name)}`, value);
  if (theme.font) root.style.setProperty('--font-family', theme.font);
}
