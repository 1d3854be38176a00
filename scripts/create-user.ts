/**
 * Creates a user who signs in with e-mail and password: agents and staff for the agent console and
 * the staff pages, or applicants, co-deeders and brokers for trying the portal.
 *
 *   npm run user:create -- --email agent@hearth-lending.example --password '...' --role AGENT --org HEARTH
 *
 * It writes to the same database as the server: PostgreSQL when DATABASE_URL is set, otherwise the
 * embedded database in DATA_DIR (default ./data), which only one process may open at a time, so stop
 * the server first in that case.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Role } from '../src/server/core/auth';
import { loadConfig } from '../src/server/config';
import { openDb } from '../src/server/db';
import { migrate } from '../src/server/db/migrate';
import { createUser, EmailTakenError, PERMISSIONS, ROLES } from '../src/server/identity/users';

const USAGE = 'usage: npm run user:create -- --email <e-mail> --password <password> --role <APPLICANT|CO_DEEDER|BROKER|AGENT|STAFF> --org <ORG_CODE> [--first <name>] [--last <name>] [--permission content-editor]...';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' }, org: { type: 'string' },
      first: { type: 'string' }, last: { type: 'string' }, permission: { type: 'string', multiple: true },
    },
  });
  const { email, password, org } = values;
  const role = values.role?.toUpperCase() as Role | undefined;
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail('--email must be an e-mail address');
  if (!password || password.length < 10) fail('--password must have at least 10 characters');
  if (!role || !ROLES.includes(role)) fail(`--role must be one of ${ROLES.join(', ')}`);
  const permissions = values.permission ?? [];
  const unknown = permissions.find((p) => !PERMISSIONS.includes(p));
  if (unknown) fail(`--permission must be one of ${PERMISSIONS.join(', ')} (got "${unknown}")`);
  const config = loadConfig();
  if (!org || !existsSync(join(config.contentRoot, 'orgs', `${org}.json`))) fail(`--org must name a file in orgs/ (got "${org ?? ''}")`);

  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const profile = values.first || values.last ? { name: { firstName: values.first ?? '', lastName: values.last ?? '' } } : undefined;
    const user = await createUser(db, { email, password, role, orgCode: org, permissions, ...(profile ? { profile } : {}) });
    console.log(`created ${user.role} ${user.email} (${user.id}) for ${user.org_code}`);
  } catch (error) {
    if (error instanceof EmailTakenError) fail(`a user with the e-mail ${email} already exists`);
    throw error;
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
