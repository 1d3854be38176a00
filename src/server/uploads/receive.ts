import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { badRequest } from '../core/errors';
import { ACCEPTED_EXTENSIONS, SNIFF_BYTES, describeContent, sniffType, type AcceptedType } from './sniff';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface ReceivedFile {
  filename: string;
  contentType: AcceptedType;
  data: Buffer;
  /** Other multipart fields sent with the file, as strings. */
  fields: Record<string, string>;
}

export const TYPE_MESSAGE = 'Please upload a PDF, JPEG, PNG or HEIC file';
export const SIZE_MESSAGE = `The file is larger than the ${MAX_UPLOAD_BYTES / 1024 / 1024} MB limit`;
export const EMPTY_MESSAGE = 'The file is empty';

/**
 * Reads the single file of a multipart request as it streams in: the type is checked on the first
 * bytes (so a wrong file is refused without reading it all), the size is capped while reading, and
 * nothing is stored here. Fields must come before the file in the form to be seen.
 */
export async function receiveFile(request: FastifyRequest, maxBytes = MAX_UPLOAD_BYTES): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data in a field named "file"');
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024 } });
  } catch (error) {
    throw badRequest(`The upload could not be read: ${(error as Error).message}`);
  }
  if (!part) throw badRequest('No file was sent: add it in a field named "file"');

  const chunks: Buffer[] = [];
  let size = 0;
  let checked = false;
  let refusal: string | undefined;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    if (refusal) continue; // drain the rest so the connection stays usable
    chunks.push(chunk);
    size += chunk.length;
    if (!checked && size >= SNIFF_BYTES) {
      checked = true;
      const head = Buffer.concat(chunks).subarray(0, SNIFF_BYTES);
      if (!sniffType(head)) refusal = `${TYPE_MESSAGE}: this file looks like ${describeContent(head)}`;
    }
  }
  if (part.file.truncated) throw badRequest(SIZE_MESSAGE);
  if (refusal) throw badRequest(refusal);
  if (size === 0) throw badRequest(EMPTY_MESSAGE);
  const data = Buffer.concat(chunks, size);
  const type = sniffType(data.subarray(0, SNIFF_BYTES));
  if (!type) throw badRequest(`${TYPE_MESSAGE}: this file looks like ${describeContent(data)}`);

  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const one = Array.isArray(value) ? value[0] : value;
    if (one && one.type === 'field' && typeof one.value === 'string') fields[name] = one.value;
  }
  return { filename: safeName(part.filename, type), contentType: type, data, fields };
}

/** A download-safe file name whose extension says what the content really is. */
export function safeName(original: string, type: AcceptedType): string {
  const base = original.replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9 _-]+/g, '_').trim().slice(0, 80) || 'document';
  return `${base}.${ACCEPTED_EXTENSIONS[type]}`;
}

/** Content-Disposition for a download: always an attachment, never rendered in the portal's origin. */
export function attachmentHeader(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
