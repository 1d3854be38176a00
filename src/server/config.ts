import { resolve } from 'node:path';
import { databaseUrlOf } from './db/database-url';
import type { PasswordHashing } from './identity/password';
import { providerChoice, type ProviderChoice } from './providers';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** When unset, a secret is generated on first start and kept in the database. */
  jwtSecret?: string;
  defaultOrg: string;
  /** Development lets an orgCode query choose the org; production only goes by host. */
  production: boolean;
  /** Where the content is: schemas/, flows/, orgs/ and public/logos/ (CONTENT_ROOT, else the repository). */
  contentRoot: string;
  /** Built client (vite build output): the repository's dist/ unless STATIC_DIR says otherwise, wherever the content is. */
  staticDir: string;
  /** The flags file staff edit; re-read when it changes. */
  flagsFile: string;
  logLevel: string;
  /** Trust X-Forwarded-* from a proxy in front (client address for rate limits, host for org choice). */
  trustProxy: boolean;
  /** Which implementation of each third party to call (sandbox by default). */
  providers: ProviderChoice;
  /** Registrations one client address may make in an hour. */
  registrationsPerAddress: number;
  /** The work of a new password hash: `light` only outside production, for test servers (src/server/identity/password.ts). */
  passwordHashing: PasswordHashing;
  /** SMTP server for the server's e-mail; unset: mail is kept in the outbox of the development mailbox. */
  smtpUrl?: string;
  /**
   * Render the first screens on the server when the build has its server-side module (the default). Off, every
   * page is the built index.html the browser boots, as before a build: the tests of that page turn it off, so
   * they answer the same whether or not a build sits in the tree.
   */
  serverRendering?: boolean;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, got "${raw}"`);
  return value;
}

function passwordHashingOf(env: NodeJS.ProcessEnv): PasswordHashing {
  const raw = env.PASSWORD_HASHING;
  if (raw === undefined || raw === '' || raw === 'standard') return 'standard';
  if (raw !== 'light') throw new Error(`PASSWORD_HASHING must be standard or light, got "${raw}"`);
  if (env.NODE_ENV === 'production') throw new Error('PASSWORD_HASHING=light is for test servers and is refused in production');
  return 'light';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const contentRoot = resolve(env.CONTENT_ROOT ?? process.cwd());
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const config: ServerConfig = {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    defaultOrg: env.DEFAULT_ORG ?? 'HEARTH',
    production: env.NODE_ENV === 'production',
    contentRoot,
    // content holds content only: the build that serves it is the repository's
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    flagsFile: resolve(env.FLAGS_FILE ?? resolve(contentRoot, 'flows/feature-flags.json')),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    providers: providerChoice(env),
    registrationsPerAddress: positiveInteger(env, 'REGISTRATIONS_PER_ADDRESS', 20),
    passwordHashing: passwordHashingOf(env),
  };
  const databaseUrl = databaseUrlOf(env);
  if (databaseUrl) config.databaseUrl = databaseUrl;
  if (env.SMTP_URL) {
    if (!/^smtps?:\/\//.test(env.SMTP_URL)) throw new Error(`SMTP_URL must start with smtp:// or smtps://, got "${env.SMTP_URL}"`);
    config.smtpUrl = env.SMTP_URL;
  }
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    config.jwtSecret = env.JWT_SECRET;
  }
  return { ...config, ...overrides };
}
