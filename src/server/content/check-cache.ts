import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_BUILD } from '../build-id';

// Beside the bundle: a new build starts with no answer kept.
const cacheFile = () => join(dirname(fileURLToPath(import.meta.url)), 'content-check.json');

/**
 * A stamp of content the bundled server checked and found clean: the same build (so the same checks) over
 * the same files (so the same answer). Compiling the meta-schemas and every form is most of a start's work,
 * so a restart over unchanged content skips it. Undefined when running from sources: they always check.
 */
export function cleanStamp(parts: string[]): string | undefined {
  if (!SERVER_BUILD) return undefined;
  const hash = createHash('sha256').update(SERVER_BUILD);
  for (const part of parts) hash.update('\0').update(part);
  return hash.digest('hex');
}

export function checkedClean(stamp: string | undefined): boolean {
  if (!stamp) return false;
  try {
    return (JSON.parse(readFileSync(cacheFile(), 'utf8')) as { stamp?: string }).stamp === stamp;
  } catch {
    return false;
  }
}

export function rememberClean(stamp: string | undefined): void {
  if (!stamp) return;
  const file = cacheFile();
  try {
    mkdirSync(dirname(file), { recursive: true });
    // written whole and then renamed, so an instance starting beside this one never reads half of it
    writeFileSync(`${file}.${process.pid}`, JSON.stringify({ stamp }));
    renameSync(`${file}.${process.pid}`, file);
  } catch {
    // a read-only install checks on every start, as from sources
  }
}
