import { randomUUID } from 'node:crypto';

/** The longest display name kept of an uploaded file, extension excluded (in characters). */
export const DISPLAY_NAME_MAX = 100;

/** Control and format characters (NUL, newlines, right-to-left overrides that disguise an extension). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
/** Characters no file name on any system takes, and markup's. */
const RESERVED = /[\\/:*?"<>|]/g;

/**
 * The name an uploaded file is shown by: the client's name reduced to text that only names it. Its last
 * path segment (no `../`), NFC, without control or format characters, reserved characters replaced,
 * spaces collapsed, at most DISPLAY_NAME_MAX characters, and the extension of what the content really is.
 * It is only ever shown; the file is stored and served under a generated name (storedName).
 */
export function displayName(original: string, ext: string, fallback: string): string {
  const lastSegment = original.split(/[\\/]/).pop() ?? '';
  const base = lastSegment
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(/\.[^.]*$/, '')
    .replace(RESERVED, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const kept = [...base].slice(0, DISPLAY_NAME_MAX).join('').trim();
  return `${kept || fallback}.${ext}`;
}

/** The name a file is stored and downloaded under: what it is (its purpose), a random part, its real extension. */
export function storedName(purpose: string, ext: string): string {
  const slug = purpose.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'file';
  return `${slug}-${randomUUID().slice(0, 8)}.${ext}`;
}
