/** Writes docs/generated/ from the code (scripts/docs-tables.ts). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPglite } from '../src/server/db/pglite';
import { configurationDoc, flowDoc, routesDoc } from './docs-tables';

const root = process.cwd();
const config = loadConfig({ ...process.env, CONTENT_ROOT: root, LOG_LEVEL: 'silent' }, { jwtSecret: 'docs-gen-docs-gen-docs-gen-docs-gen-0' });
const db = await openPglite();
const app = await buildApp({ config, db, logger: false });
await app.ready();
const openApi = app.swagger() as Parameters<typeof routesDoc>[0];
await app.close();
await db.close();

const out = join(root, 'docs/generated');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'routes.md'), routesDoc(openApi));
writeFileSync(join(out, 'configuration.md'), configurationDoc());
writeFileSync(join(out, 'flow.md'), flowDoc(root));
console.log('docs/generated: routes.md, configuration.md, flow.md');
