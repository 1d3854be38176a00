import { APP_BASE } from '../lib/page-paths';
/**
 * Every environment variable the server reads, with its default and meaning: the one list the
 * configuration table (docs/generated/configuration.md, `npm run docs:gen`) is written from.
 * tests/docs/generated-docs.test.ts holds it to what the server's code reads.
 */
export interface ConfigVariable {
  name: string;
  default: string;
  meaning: string;
}

export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  { name: 'PORT', default: '`3000`', meaning: 'HTTP port of the one server process' },
  { name: 'HOST', default: '`0.0.0.0`', meaning: 'interface to listen on' },
  { name: 'DATA_DIR', default: '`./data`', meaning: 'embedded database directory (created on first start)' },
  { name: 'DATABASE_URL', default: 'unset', meaning: 'PostgreSQL connection string; when set, the server uses it instead of the embedded database (several instances may share it). On a managed PostgreSQL, its failover endpoint (docs/operations.md)' },
  { name: 'JWT_SECRET', default: 'generated', meaning: 'session signing secret (32+ characters). When unset, one is generated on first start and kept in the database, so every instance on one database shares it' },
  { name: 'DEFAULT_ORG', default: '`HEARTH`', meaning: "org served when the request host matches no org's `baseUrl`" },
  { name: 'NODE_ENV', default: 'unset', meaning: '`production` turns off the development conveniences (the `orgCode` query and the sandbox controls)' },
  { name: 'FLAGS_FILE', default: '`flows/feature-flags.json`', meaning: 'the feature flags file; edits apply without a restart' },
  { name: 'LOG_LEVEL', default: '`info`', meaning: 'server log level' },
  { name: 'STATIC_DIR', default: "the repository's `dist`", meaning: `the built browser app the server serves under \`${APP_BASE}\` (wherever \`CONTENT_ROOT\` is)` },
  { name: 'CONTENT_ROOT', default: 'current directory', meaning: 'root holding `schemas/`, `flows/`, `orgs/` and `public/logos/`: content only, read by `start`, `dev`, `content:check` and `content:gen`; the page gets what changed since the build from the server, with no rebuild (docs/content-authoring.md)' },
  { name: 'REGISTRATIONS_PER_ADDRESS', default: '`20`', meaning: 'registrations one client address may make in an hour (each costs a password hash; one refused as busy does not count); beyond it 429 with `Retry-After`' },
  { name: 'PASSWORD_HASHING', default: '`standard`', meaning: '`light` (refused in production) makes a new password hash about 1/100 of the standard work: for test servers that register thousands of accounts' },
  { name: 'SMTP_URL', default: 'unset', meaning: "SMTP server for the server's e-mail (`smtp://user:pass@mail.example:587`, or `smtps://`); unset: mail stays in the outbox the development mailbox shows (`/sandbox/mailbox`, outside production)" },
  { name: 'TRUST_PROXY', default: 'unset', meaning: '`true` behind a load balancer that sets `X-Forwarded-For`/`-Host` (client address for sign-in limits, host for the org); leave unset otherwise so those headers cannot be forged' },
  { name: 'CREDIT_PROVIDER', default: '`sandbox`', meaning: 'the credit bureau the server calls' },
  { name: 'PROPERTY_PROVIDER', default: '`sandbox`', meaning: 'the property records, valuation, flood and title vendors' },
  { name: 'INCOME_PROVIDER', default: '`sandbox`', meaning: 'the income verification provider' },
  { name: 'BANK_LINK_PROVIDER', default: '`sandbox`', meaning: 'the bank-link provider' },
  { name: 'ENOTARY_PROVIDER', default: '`sandbox`', meaning: 'the online notary' },
  { name: 'STREAM_API_KEY', default: 'unset', meaning: 'Stream application key, sent to the browser for the chat\'s stream mode' },
  { name: 'STREAM_API_SECRET', default: 'unset', meaning: "Stream secret; the server signs visitors' Stream user tokens with it (never sent out)" },
  { name: 'TALKJS_APP_ID', default: 'unset', meaning: 'TalkJS app id, sent to the browser for the chat\'s talkjs mode' },
  { name: 'TALKJS_SECRET_KEY', default: 'unset', meaning: "TalkJS secret key; the server signs visitors' TalkJS user tokens and calls TalkJS's REST API with it (never sent out)" },
  { name: 'CONTENT_CHECK_CACHE', default: 'unset', meaning: 'set by the unit tests only: the file where a test run keeps its content check\'s clean answer, so each test file does not check the same files again' },
  { name: 'WATCH_CONTENT', default: 'unset', meaning: '`1` (set by `npm run dev`, ignored in production): content files are re-read and re-checked when they change' },
];
