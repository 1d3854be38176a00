import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Queryable } from '../db';
import { assetDir, LOGO_TYPES } from './logos';

/** The logo types the studio accepts, by the ending they are saved with: raster images only (an SVG can carry script). */
export const UPLOADABLE = ['.png', '.jpg', '.webp'] as const;

/** Names of uploaded logos: "upload-" and the start of the content's sha256, so the same image keeps one name. */
export const UPLOADED_LOGO = /^upload-[0-9a-f]{16}\.(png|jpg|webp)$/;

/** The ending of an uploadable image by its first bytes, or undefined. */
export function uploadableType(bytes: Buffer): (typeof UPLOADABLE)[number] | undefined {
  return UPLOADABLE.find((ext) => LOGO_TYPES[ext]?.looksRight(bytes));
}

const place = (root: string, name: string, data: Buffer) => {
  const dir = assetDir(root);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, name);
  if (!existsSync(file)) writeFileSync(file, data);
};

/** Keeps an uploaded logo: in the database for every instance, and in this instance's logo folder. */
export async function storeLogo(db: Queryable, root: string, data: Buffer, ext: (typeof UPLOADABLE)[number], userId: string): Promise<string> {
  const name = `upload-${createHash('sha256').update(data).digest('hex').slice(0, 16)}${ext}`;
  await db.query(
    'insert into content_logo (name, content_type, data, uploaded_by) values ($1, $2, $3, $4) on conflict (name) do nothing',
    [name, LOGO_TYPES[ext]?.type ?? 'application/octet-stream', data, userId],
  );
  place(root, name, data);
  return name;
}

/** Writes uploaded logos this instance does not have yet into its logo folder (another instance took the upload). */
export async function placeUploadedLogos(db: Queryable, root: string, only?: string): Promise<void> {
  const rows = await db.query<{ name: string; data: Buffer | Uint8Array }>(
    only ? 'select name, data from content_logo where name = $1' : 'select name, data from content_logo',
    only ? [only] : [],
  );
  for (const r of rows) if (UPLOADED_LOGO.test(r.name)) place(root, r.name, Buffer.from(r.data));
}
