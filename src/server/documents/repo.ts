import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';
import type { BlobMeta } from '../core/blobs';

export interface DocumentRow {
  uuid: string;
  application_uuid: string;
  owner_id: string;
  kind: string;
  document_type: string;
  blob_id: string;
  sha256: string;
  filename: string;
  content_type: string;
  size_bytes: number;
  condition_uuid: string | null;
  created_at: Date;
}

const COLS = 'uuid, application_uuid, owner_id, kind, document_type, blob_id, sha256, filename, content_type, size_bytes, condition_uuid, created_at';

export async function insertDocument(
  db: Queryable,
  input: { applicationUuid: string; ownerId: string; kind: string; documentType: string; blob: BlobMeta; conditionUuid?: string | null; createdAt?: Date },
): Promise<DocumentRow> {
  const { blob } = input;
  const [row] = await db.query<DocumentRow>(
    `insert into application_document (uuid, application_uuid, owner_id, kind, document_type, blob_id, sha256, filename, content_type, size_bytes, condition_uuid, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, coalesce($12, now())) returning ${COLS}`,
    [randomUUID(), input.applicationUuid, input.ownerId, input.kind, input.documentType, blob.id, blob.sha256, blob.displayName, blob.contentType, blob.sizeBytes, input.conditionUuid ?? null, input.createdAt ?? null],
  );
  return row as DocumentRow;
}

export async function documentsOf(db: Queryable, applicationUuid: string, kind?: string): Promise<DocumentRow[]> {
  return kind
    ? db.query<DocumentRow>(`select ${COLS} from application_document where application_uuid = $1 and kind = $2 order by created_at`, [applicationUuid, kind])
    : db.query<DocumentRow>(`select ${COLS} from application_document where application_uuid = $1 order by created_at`, [applicationUuid]);
}

export async function findDocument(db: Queryable, applicationUuid: string, uuid: string): Promise<DocumentRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(uuid)) return undefined;
  const [row] = await db.query<DocumentRow>(`select ${COLS} from application_document where application_uuid = $1 and uuid = $2`, [applicationUuid, uuid]);
  return row;
}

export function documentView(d: DocumentRow) {
  return {
    uuid: d.uuid, kind: d.kind, type: d.document_type, filename: d.filename, contentType: d.content_type,
    sizeBytes: Number(d.size_bytes), sha256: d.sha256, conditionUuid: d.condition_uuid, created: new Date(d.created_at).toISOString(),
  };
}

