import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_BUILD } from '../build-id';

/**
 * A test run checks the same files in every test file that loads them; tests/global-setup.ts names a file
 * of the run's own where the first clean answer is kept, so the rest of the run reads it.
 */
const runCache = () => process.env.CONTENT_CHECK_CACHE || undefined;

// Beside the bundle: a new build starts with no answer kept.
const cacheFile = () => runCache() ?? join(dirname(fileURLToPath(import.meta.url)), 'content-check.json');

/**
 * A stamp of content the bundled server checked and found clean: the same build (so the same checks) over
 * the same files (so the same answer). Compiling the meta-schemas and every form is most of a start's work,
 * so a restart over unchanged content skips it. Undefined when running from sources: they always check.
 */
export function cleanStamp(parts: string[]): string | undefined {
  const checks = SERVER_BUILD ?? (runCache() ? 'this test run' : undefined);
  if (!checks) return undefined;
  const hash = createHash('sha256').update(checks);
  for (const part of parts) hash.update('\0').update(part);
  return hash.digest('hex');
}

export function checkedClean(stamp: string | undefined): boolean {
  return !!stamp && keptStamps().includes(stamp);
}

/** The stamps kept: the latest few, as a test run checks the base content and copies of it in turn. */
function keptStamps(): string[] {
  try {
    const kept = JSON.parse(readFileSync(cacheFile(), 'utf8')) as { stamps?: unknown };
    return Array.isArray(kept.stamps) ? kept.stamps.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberClean(stamp: string | undefined): void {
  if (!stamp) return;
  const file = cacheFile();
  try {
    mkdirSync(dirname(file), { recursive: true });
    // written whole and then renamed, so an instance starting beside this one never reads half of it
    writeFileSync(`${file}.${process.pid}`, JSON.stringify({ stamps: [stamp, ...keptStamps().filter((s) => s !== stamp)].slice(0, 8) }));
    renameSync(`${file}.${process.pid}`, file);
  } catch {
    // a read-only install checks on every start, as from sources
  }
}
