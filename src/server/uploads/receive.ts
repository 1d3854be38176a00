import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../core/errors';
import { displayName } from './names';
import { ACCEPTED_EXTENSIONS, SNIFF_BYTES, describeContent, sniffType, type AcceptedType } from './sniff';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface ReceivedFile {
  /** What the uploader called it, normalised: only ever shown (src/server/uploads/names.ts). */
  displayName: string;
  /** The extension of what the content really is. */
  ext: string;
  contentType: AcceptedType;
  data: Buffer;
}

export const TYPE_MESSAGE = 'Please upload a PDF, JPEG, PNG or HEIC file';
export const SIZE_MESSAGE = `The file is larger than the ${MAX_UPLOAD_BYTES / 1024 / 1024} MB limit`;
export const EMPTY_MESSAGE = 'The file is empty';
export const ONE_FILE_MESSAGE = 'Send one file, in a field named "file", and nothing else';
const NOT_MULTIPART = 'Send the file as multipart/form-data in a field named "file"';
const UNREADABLE = 'The upload could not be read: send one file as multipart/form-data in a field named "file"';
const NO_FILE = 'No file was sent: add it in a field named "file"';
const sizeMessage = (maxBytes: number) => `The file is larger than the ${maxBytes / 1024 / 1024} MB limit`;

/** What the multipart parser says when a request holds more than the one file (a second file, any field). */
const EXTRA_PARTS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

export interface UploadRules {
  maxBytes: number;
  /** A refusal for content whose first bytes already show it is unwanted, so the rest is not kept. */
  refuseHead?: (head: Buffer) => string | undefined;
  headBytes?: number;
}

/**
 * Reads the one file of a multipart request as it streams in, for every upload route. Exactly one part,
 * a file in the field "file": a second file or any other field is a 400 (nothing is stored from a request
 * that says more than it should). The size is capped while reading, an early look at the first bytes may
 * refuse it without keeping the rest, and anything the multipart parser chokes on (no boundary, a cut-off
 * body, a client that goes away mid-way) is a 400. Nothing is stored here.
 */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<{ filename: string; data: Buffer }> {
  if (!request.isMultipart()) throw badRequest(NOT_MULTIPART);
  const headBytes = rules.headBytes ?? SNIFF_BYTES;
  let received: { filename: string; data: Buffer; truncated: boolean } | undefined;
  let refusal: string | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: rules.maxBytes, parts: 1, files: 1, fields: 0, headerPairs: 20 } });
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== 'file') throw badRequest(ONE_FILE_MESSAGE);
      const chunks: Buffer[] = [];
      let size = 0;
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
      received = { filename: part.filename, data: Buffer.concat(chunks, size), truncated: part.file.truncated };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && EXTRA_PARTS.has(code)) throw badRequest(ONE_FILE_MESSAGE);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(sizeMessage(rules.maxBytes));
    throw badRequest(UNREADABLE);
  }
  if (!received) throw badRequest(NO_FILE);
  if (received.truncated) throw badRequest(sizeMessage(rules.maxBytes));
  if (refusal) throw badRequest(refusal);
  if (received.data.length === 0) throw badRequest(EMPTY_MESSAGE);
  return { filename: received.filename, data: received.data };
}

/** An application document: PDF, JPEG, PNG or HEIC by its first bytes, at most maxBytes. */
export async function receiveFile(request: FastifyRequest, maxBytes = MAX_UPLOAD_BYTES): Promise<ReceivedFile> {
  const { filename, data } = await readUpload(request, {
    maxBytes,
    refuseHead: (head) => (sniffType(head) ? undefined : `${TYPE_MESSAGE}: this file looks like ${describeContent(head)}`),
  });
  const type = sniffType(data.subarray(0, SNIFF_BYTES));
  if (!type) throw badRequest(`${TYPE_MESSAGE}: this file looks like ${describeContent(data)}`);
  const ext = ACCEPTED_EXTENSIONS[type];
  return { displayName: displayName(filename, ext, 'document'), ext, contentType: type, data };
}

/** Content-Disposition for a download: always an attachment, never rendered in the portal's origin. */
export function attachmentHeader(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
