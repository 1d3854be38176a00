import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { JsonObject } from '../../src/engine/types';
import { validatorModuleCode } from '../../src/server/content/validator-code';

/**
 * The precompiled validator functions content:gen writes for a form schema, loaded as the browser loads them.
 * The module is written inside the project (it imports ajv's runtime from node_modules) and removed once loaded.
 */
export async function precompiledFunctions(schema: JsonObject, name: string): Promise<Record<string, unknown>> {
  const parent = join(process.cwd(), '.tmp');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'validators-'));
  try {
    const file = join(dir, `${name.replace(/[^A-Za-z0-9_-]/g, '__')}.mjs`);
    const { $schema: _ignored, ...plain } = schema;
    writeFileSync(file, validatorModuleCode(plain));
    return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: Record<string, unknown> }).default;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
