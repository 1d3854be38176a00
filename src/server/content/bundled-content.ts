import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentFiles } from '../../engine/content';
import type { ContentIndex, Json, JsonObject } from '../../engine/types';
import { BUNDLED_CONTENT_MANIFEST } from '../../contracts/studio';

/**
 * What the browser build embedded of the base content, as content:gen recorded it beside the build:
 * the hash of the browser's files, each file's hash and each screen's form schema hash. The server
 * compares the content it runs on with it and sends the browser only what differs (files, and the
 * validators of the schemas that differ), so the page renders the content the server checks with,
 * whatever was built.
 */
export interface ContentManifest {
  hash: string;
  files: Record<string, string>;
  screens: Record<string, string>;
}

/** The files the browser bundles and reads: the forms, copy and flows (orgs and meta-schemas are the server's). */
export const isBrowserContentPath = (path: string): boolean =>
  (path.startsWith('schemas/') && !path.startsWith('schemas/meta/')) || path.startsWith('flows/');

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A form schema as its validator is compiled from (the meta-schema reference plays no part). */
export function formSchema(schema: JsonObject): JsonObject {
  const { $schema: _ignored, ...rest } = schema;
  return rest;
}

/** The hash of the browser's part of a version's files: what the page and the build compare. */
export function browserContentHash(files: ContentFiles): string {
  const hash = createHash('sha256');
  for (const path of Object.keys(files).filter(isBrowserContentPath).sort()) hash.update(path).update('\0').update(JSON.stringify(files[path])).update('\0');
  return hash.digest('hex');
}

/** The manifest of content as the browser build embeds it. */
export function contentManifest(files: ContentFiles, index: ContentIndex): ContentManifest {
  const own = Object.keys(files).filter(isBrowserContentPath).sort();
  return {
    hash: browserContentHash(files),
    files: Object.fromEntries(own.map((path) => [path, sha256(JSON.stringify(files[path]))])),
    screens: Object.fromEntries(Object.values(index.screens).map((pair) => [pair.id, sha256(JSON.stringify(formSchema(pair.schema)))])),
  };
}

/** The manifest of the build in `dirs` (the first that has one), or undefined when none was built. */
export function readContentManifest(dirs: readonly string[]): ContentManifest | undefined {
  for (const dir of dirs) {
    const file = join(dir, BUNDLED_CONTENT_MANIFEST);
    if (!existsSync(file)) continue;
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as ContentManifest;
      if (typeof parsed.hash === 'string' && parsed.files && parsed.screens) return parsed;
    } catch {
      // a torn or foreign file: as if there were no build
    }
  }
  return undefined;
}

/**
 * A version's browser files that differ from the build's: the changed and added files whole, a removed
 * file as null.
 */
export function filesOverBuild(files: ContentFiles, manifest: ContentManifest): Record<string, Json | null> {
  const out: Record<string, Json | null> = {};
  for (const [path, doc] of Object.entries(files)) {
    if (isBrowserContentPath(path) && manifest.files[path] !== sha256(JSON.stringify(doc))) out[path] = doc;
  }
  for (const path of Object.keys(manifest.files)) if (!Object.hasOwn(files, path)) out[path] = null;
  return out;
}

/** The form schemas of a version whose validators the build has not precompiled (changed or added), by screen id. */
export function schemasOverBuild(index: ContentIndex, manifest: ContentManifest): Record<string, JsonObject> {
  return Object.fromEntries(Object.values(index.screens)
    .map((pair) => [pair.id, formSchema(pair.schema)] as const)
    .filter(([id, schema]) => manifest.screens[id] !== sha256(JSON.stringify(schema))));
}
