/**
 * File type detection from the first bytes of the content. The name and the declared MIME type come
 * from the client and prove nothing: an executable renamed to .pdf keeps its MZ header.
 */

export type AcceptedType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/heic';

export const ACCEPTED_EXTENSIONS: Record<AcceptedType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
};

/** How many leading bytes sniffing needs. */
export const SNIFF_BYTES = 16;

const startsWith = (head: Uint8Array, bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
const ascii = (head: Uint8Array, from: number, to: number) => String.fromCharCode(...head.subarray(from, to));

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The accepted type the content really is, or null. */
export function sniffType(head: Uint8Array): AcceptedType | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(head, 8, 12))) return 'image/heic';
  return null;
}

/** A short human name of what the content looks like, for the refusal message. */
export function describeContent(head: Uint8Array): string {
  if (startsWith(head, [0x4d, 0x5a])) return 'a Windows program';
  if (startsWith(head, [0x7f, 0x45, 0x4c, 0x46])) return 'a program';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'a ZIP archive or Office document';
  const text = ascii(head, 0, Math.min(head.length, SNIFF_BYTES)).trimStart().toLowerCase();
  if (text.startsWith('<!doctype') || text.startsWith('<html') || text.startsWith('<')) return 'a web page or markup file';
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return 'a GIF image';
  return 'a file of another type';
}
