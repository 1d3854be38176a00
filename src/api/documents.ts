import { useQuery } from '@tanstack/react-query';
import type { Disclosures, DocumentView } from '../contracts/documents';
import { api, staffLenderHeader } from './client';
import { ServiceError } from './errors';
import { FRESH, applicationPath } from './application';
import { getToken } from './session';

/** An application's documents: its disclosures, what was uploaded, and a document's bytes. */
export const documentKeys = {
  disclosures: (uuid: string) => ['disclosures', uuid] as const,
  documents: (uuid: string) => ['documents', uuid] as const,
  pdf: (documentUuid: string) => ['pdf', documentUuid] as const,
};

/** A document the applicant uploaded or was given, and a signature on one (`mine`: the caller's own). */
export type UploadedDocument = DocumentView;
/** A signature on a document (`mine`: the caller's own). */
export type Signature = Disclosures['signatures'][number];
export type { Disclosures };

export const MAX_UPLOAD_MB = 10;
export const ACCEPT = '.pdf,.jpg,.jpeg,.png,.heic,application/pdf,image/jpeg,image/png,image/heic';

export const useDisclosures = (uuid: string) =>
  useQuery({ queryKey: documentKeys.disclosures(uuid), queryFn: () => api.get<Disclosures>(`${applicationPath(uuid)}/disclosures`), ...FRESH });

export const useMyDocuments = (uuid: string) =>
  useQuery({ queryKey: documentKeys.documents(uuid), queryFn: () => api.get<UploadedDocument[]>(`${applicationPath(uuid)}/documents`), ...FRESH });

export const signDisclosures = (uuid: string, doc: { uuid: string; sha256: string }) =>
  api.post<Signature>(`${applicationPath(uuid)}/disclosures/sign`, { documentUuid: doc.uuid, sha256: doc.sha256, agree: true });

export const disclosurePdfPath = (uuid: string, documentUuid: string) => `${applicationPath(uuid)}/disclosures/${documentUuid}/pdf`;
export const signedPdfPath = (uuid: string, signatureUuid: string) => `${applicationPath(uuid)}/signatures/${signatureUuid}/pdf`;

/**
 * Binary downloads (PDFs) with the stored token. The JSON client reads bodies as text, which would
 * corrupt a PDF, so bytes are fetched here with the same token and error shape.
 */
export async function fetchBytes(path: string): Promise<ArrayBuffer> {
  const token = getToken();
  const res = await fetch(path, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...staffLenderHeader() }, credentials: 'include' });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new ServiceError(body.message ?? 'Request failed.', res.status, body);
  }
  return res.arrayBuffer();
}

/** Saves a PDF the server generated under the name it gives, without opening it in the portal's origin. */
export async function downloadPdf(path: string, filename: string): Promise<void> {
  await downloadFile(path, filename, 'application/pdf');
}

/** Saves any file the server sends (with the stored token) under the given name, never shown in the portal's origin. */
export async function downloadFile(path: string, filename: string, type = 'application/octet-stream'): Promise<void> {
  const bytes = await fetchBytes(path);
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Uploads one file with progress. XMLHttpRequest because fetch cannot report upload progress; the
 * token, time-out-free streaming and error shape follow the one client.
 */
export function uploadDocument(
  applicationUuid: string,
  file: File,
  query: { documentType: string; conditionUuid?: string },
  onProgress: (fraction: number) => void,
): Promise<UploadedDocument> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const params = new URLSearchParams({ documentType: query.documentType, ...(query.conditionUuid ? { conditionUuid: query.conditionUuid } : {}) });
    xhr.open('POST', `${applicationPath(applicationUuid)}/documents?${params.toString()}`);
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(e.loaded / e.total); };
    xhr.onerror = () => reject(new ServiceError('The upload failed. Check your connection and try again.', 0, undefined));
    xhr.onload = () => {
      let body: unknown;
      try { body = JSON.parse(xhr.responseText); } catch { body = undefined; }
      if (xhr.status === 201) resolve(body as UploadedDocument);
      else reject(new ServiceError((body as { message?: string } | undefined)?.message ?? 'The upload failed.', xhr.status, body));
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
