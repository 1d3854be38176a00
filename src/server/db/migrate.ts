import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies the .sql files of the migrations folder not applied yet, in name order, each in its own transaction. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
  if (await upToDate(db, files)) return [];
  await db.exec('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    // Several instances may start at once on one PostgreSQL: let one migrate while the others wait.
    await tx.query('select pg_advisory_xact_lock(724311)');
    const done = new Set((await tx.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = readFileSync(join(dir, file), 'utf8');
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}

/** Every file applied already: one read, no lock and no transaction (the usual restart). */
async function upToDate(db: Db, files: string[]): Promise<boolean> {
  try {
    const done = new Set((await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
    return files.every((f) => done.has(f));
  } catch {
    // a new database: no table yet
    return false;
  }
}

/** Splits a migration script on semicolons at line ends; migrations avoid semicolons inside bodies. */
export function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
