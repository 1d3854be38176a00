import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '../src/server/db/migrate';
import { openPgliteFrom } from './helpers/pglite-adapter';

export const TEMPLATE = join(process.cwd(), '.tmp', 'pglite-template.tar');

/** Runs initdb and the migrations once; every test file starts its database from this copy. */
export default async function setup() {
  mkdirSync(join(process.cwd(), '.tmp'), { recursive: true });
  const pg = await PGlite.create();
  await migrate(openPgliteFrom(pg));
  const dump = await pg.dumpDataDir('none');
  writeFileSync(TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  await pg.close();
}
