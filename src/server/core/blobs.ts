import { createHash, randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db';

export interface BlobMeta {
  id: string;
  ownerId: string;
  purpose: string;
  /** The generated name it is stored and downloaded under. */
  filename: string;
  /** What it is shown by: the uploader's name for it, normalised (src/server/uploads/names.ts), else filename. */
  displayName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  createdAt: Date;
}

/** Where uploaded files live. The default keeps them in the database so every instance can serve them. */
export interface BlobStore {
  /** Stores a file; given a transaction, the file is kept only if that transaction commits. */
  put(input: { ownerId: string; purpose: string; filename: string; displayName?: string; contentType: string; data: Buffer }, tx?: Queryable): Promise<BlobMeta>;
  get(id: string): Promise<(BlobMeta & { data: Buffer }) | undefined>;
  meta(id: string): Promise<BlobMeta | undefined>;
  remove(id: string): Promise<void>;
}

type BlobRow = {
  id: string; owner_id: string; purpose: string; filename: string; display_name: string | null; content_type: string;
  size_bytes: number; sha256: string; created_at: Date; data?: Uint8Array;
};

const toMeta = (r: BlobRow): BlobMeta => ({
  id: r.id, ownerId: r.owner_id, purpose: r.purpose, filename: r.filename, displayName: r.display_name ?? r.filename, contentType: r.content_type,
  sizeBytes: Number(r.size_bytes), sha256: r.sha256, createdAt: new Date(r.created_at),
});

export function dbBlobStore(db: Db): BlobStore {
  const cols = 'id, owner_id, purpose, filename, display_name, content_type, size_bytes, sha256, created_at';
  return {
    async put({ ownerId, purpose, filename, displayName, contentType, data }, tx = db) {
      const id = randomUUID();
      const sha256 = createHash('sha256').update(data).digest('hex');
      const [row] = await tx.query<BlobRow>(
        `insert into blob (id, owner_id, purpose, filename, display_name, content_type, size_bytes, sha256, data)
         values ($1, $2, $3, $4, $5, $6, $7, $8, decode($9, 'base64')) returning ${cols}`,
        // Sent as base64 text: both drivers pass one string through far faster than a bytea parameter.
        [id, ownerId, purpose, filename, displayName ?? null, contentType, data.length, sha256, data.toString('base64')],
      );
      return toMeta(row as BlobRow);
    },
    async get(id) {
      const [row] = await db.query<BlobRow & { data64: string }>(`select ${cols}, encode(data, 'base64') as data64 from blob where id = $1`, [id]);
      return row ? { ...toMeta(row), data: Buffer.from(row.data64, 'base64') } : undefined;
    },
    async meta(id) {
      const [row] = await db.query<BlobRow>(`select ${cols} from blob where id = $1`, [id]);
      return row ? toMeta(row) : undefined;
    },
    async remove(id) {
      await db.query('delete from blob where id = $1', [id]);
    },
  };
}
