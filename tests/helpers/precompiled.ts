import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { JsonObject } from '../../src/engine/types';
import { validatorModuleCode } from '../../src/server/content/validator-code';

/** The precompiled validator functions content:gen writes for a form schema, loaded as the browser loads them. */
export async function precompiledFunctions(schema: JsonObject, name: string): Promise<Record<string, unknown>> {
  const dir = join(process.cwd(), '.tmp', `precompiled-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name.replace(/[^A-Za-z0-9_-]/g, '__')}.mjs`);
  const { $schema: _ignored, ...plain } = schema;
  writeFileSync(file, validatorModuleCode(plain));
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: Record<string, unknown> }).default;
}
