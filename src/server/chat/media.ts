/**
 * Chat attachment types, recognised by their content (the name and declared type prove nothing).
 * The accepted list is the spec's: .jpg .png .amr .mp3 .mp4 .pdf .txt (plain text only: no markup).
 */
export const CHAT_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const CHAT_MAX_FILES = 5;

export interface ChatFileType {
  ext: 'jpg' | 'png' | 'amr' | 'mp3' | 'mp4' | 'pdf' | 'txt';
  contentType: string;
}

const starts = (b: Uint8Array, bytes: number[], at = 0) => bytes.every((x, i) => b[at + i] === x);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

// ISO media files that are still images (HEIC/AVIF), not mp4 video.
const IMAGE_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif']);

/** Plain text: valid UTF-8 without NUL or other control bytes besides tab, newlines and form feed. */
function isText(data: Uint8Array): boolean {
  for (const byte of data) if (byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(byte)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/**
 * Text that a browser would read as markup (HTML, SVG, XML, a script): not plain text, whatever else it
 * holds. Refused, so an attachment can never be a page or an image with scripts in it.
 */
function isMarkup(data: Uint8Array): boolean {
  const text = new TextDecoder('utf-8').decode(data).replace(/^\uFEFF/, '').trimStart().toLowerCase();
  return text.startsWith('<') || /<\s*(?:!doctype|html|svg|script|iframe|object|embed|body|head|meta|xml|\?xml)\b/.test(text);
}

/** The accepted type the whole content really is, or null (HTML, SVG and other markup are no text file). */
export function sniffChatFile(data: Uint8Array): ChatFileType | null {
  if (starts(data, [0xff, 0xd8, 0xff])) return { ext: 'jpg', contentType: 'image/jpeg' };
  if (starts(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', contentType: 'image/png' };
  if (starts(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { ext: 'pdf', contentType: 'application/pdf' };
  if (ascii(data, 0, 6) === '#!AMR\n' || ascii(data, 0, 9) === '#!AMR-WB\n') return { ext: 'amr', contentType: 'audio/amr' };
  if (ascii(data, 0, 3) === 'ID3' || (data[0] === 0xff && ((data[1] ?? 0) & 0xe0) === 0xe0)) return { ext: 'mp3', contentType: 'audio/mpeg' };
  if (data.length >= 12 && ascii(data, 4, 8) === 'ftyp' && !IMAGE_BRANDS.has(ascii(data, 8, 12))) return { ext: 'mp4', contentType: 'video/mp4' };
  if (data.length > 0 && isText(data) && !isMarkup(data)) return { ext: 'txt', contentType: 'text/plain; charset=utf-8' };
  return null;
}

export const CHAT_TYPE_MESSAGE = 'Attach a .jpg, .png, .amr, .mp3, .mp4, .pdf or .txt file';

