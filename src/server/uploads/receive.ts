import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { badRequest, HttpError } from '../core/errors';
import { ACCEPTED_EXTENSIONS, SNIFF_BYTES, describeContent, sniffType, type AcceptedType } from './sniff';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface ReceivedFile {
  filename: string;
  contentType: AcceptedType;
  data: Buffer;
}

export const TYPE_MESSAGE = 'Please upload a PDF, JPEG, PNG or HEIC file';
export const SIZE_MESSAGE = `The file is larger than the ${MAX_UPLOAD_BYTES / 1024 / 1024} MB limit`;
export const EMPTY_MESSAGE = 'The file is empty';
const NOT_MULTIPART = 'Send the file as multipart/form-data in a field named "file"';
const UNREADABLE = 'The upload could not be read: send one file as multipart/form-data in a field named "file"';

export interface UploadRules {
  maxBytes: number;
  /** A refusal for content whose first bytes already show it is unwanted, so the rest is not kept. */
  refuseHead?: (head: Buffer) => string | undefined;
  headBytes?: number;
}

/**
 * Reads the single file of a multipart request as it streams in, for every upload route: the size
 * is capped while reading, an early look at the first bytes may refuse it without keeping the rest,
 * and anything the multipart parser chokes on (no boundary, a cut-off body, a client that goes away
 * mid-way) is a 400. Nothing is stored here; other form fields are ignored.
 */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<{ filename: string; data: Buffer }> {
  if (!request.isMultipart()) throw badRequest(NOT_MULTIPART);
  const headBytes = rules.headBytes ?? SNIFF_BYTES;
  const chunks: Buffer[] = [];
  let size = 0;
  let refusal: string | undefined;
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: rules.maxBytes, files: 1, fields: 10, fieldSize: 1024, headerPairs: 20 } });
    if (!part) throw badRequest('No file was sent: add it in a field named "file"');
    let checked = !rules.refuseHead;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      if (refusal) continue; // drain the rest so the connection stays usable
      chunks.push(chunk);
      size += chunk.length;
      if (!checked && size >= headBytes) {
        checked = true;
        refusal = rules.refuseHead?.(Buffer.concat(chunks).subarray(0, headBytes));
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(UNREADABLE);
  }
  if (!part) throw badRequest(UNREADABLE);
  if (part.file.truncated) throw badRequest(`The file is larger than the ${rules.maxBytes / 1024 / 1024} MB limit`);
  if (refusal) throw badRequest(refusal);
  if (size === 0) throw badRequest(EMPTY_MESSAGE);
  return { filename: part.filename, data: Buffer.concat(chunks, size) };
}

/** An application document: PDF, JPEG, PNG or HEIC by its first bytes, at most maxBytes. */
export async function receiveFile(request: FastifyRequest, maxBytes = MAX_UPLOAD_BYTES): Promise<ReceivedFile> {
  const { filename, data } = await readUpload(request, {
    maxBytes,
    refuseHead: (head) => (sniffType(head) ? undefined : `${TYPE_MESSAGE}: this file looks like ${describeContent(head)}`),
  });
  const type = sniffType(data.subarray(0, SNIFF_BYTES));
  if (!type) throw badRequest(`${TYPE_MESSAGE}: this file looks like ${describeContent(data)}`);
  return { filename: safeName(filename, type), contentType: type, data };
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
