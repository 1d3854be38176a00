import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '../src/server/db/migrate';
import { openPgliteFrom } from './helpers/pglite-adapter';


/** Runs initdb and the migrations once; every test file starts its database from this copy. */
export default async function setup() {
  mkdirSync(join(process.cwd(), '.tmp'), { recursive: true });
  const pg = await PGlite.create();
  await migrate(openPgliteFrom(pg));
  const dump = await pg.dumpDataDir('none');
  // One file per run, so test runs started side by side do not read each other's half-written template.
  const template = join(process.cwd(), '.tmp', `pglite-template-${process.pid}.tar`);
  writeFileSync(template, Buffer.from(await dump.arrayBuffer()));
  process.env.PGLITE_TEMPLATE = template;
  // the content is checked by the first test file that loads it; the others read that answer (check-cache.ts)
  const contentCheck = join(process.cwd(), '.tmp', `content-check-${process.pid}.json`);
  process.env.CONTENT_CHECK_CACHE = contentCheck;
  await pg.close();
  return () => {
    rmSync(template, { force: true });
    rmSync(contentCheck, { force: true });
  };
}
