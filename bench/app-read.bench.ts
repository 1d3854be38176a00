/**
 * The application read against its floor, in the same run: a bare Fastify answering a small JSON object
 * (its own process), then the product's application GET on PGlite (the bench server) and on PostgreSQL
 * (a second server on a scratch schema of the shared database, when it answers). Each ratio uses the
 * hello figure measured just before it, so load from other users of the machine hits both sides alike.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { benchApplicant } from './lib/applicant';
import { report } from './lib/report';
import { loadOn, startHello, startServer, type LoadResult } from './lib/server';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const fmt = (r: LoadResult) => `${r.rps} req/s, p99 ${r.p99} ms, ${r.errors} errors`;

async function compare(label: string, target: number, helloPort: number, appPort: number): Promise<void> {
  const hello = await loadOn(helloPort, '/hello');
  const { path, auth } = await benchApplicant(appPort);
  const get = await loadOn(appPort, path, { headers: auth });
  const ratio = get.rps / hello.rps;
  report(`application GET on ${label}, 50 connections`, `${fmt(get)}; bare Fastify hello ${fmt(hello)}; ratio ${ratio.toFixed(3)}x`,
    `>= ${target}x the hello`, ratio >= target && get.errors === 0);
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export default async function appReadBench({ port }: { port: number }): Promise<void> {
  const helloPort = port + 1;
  const hello = await startHello(helloPort);
  try {
    await compare('PGlite', 0.4, helloPort, port);
    if (!(await postgresReachable())) {
      console.log(`MISS  application GET on PostgreSQL: not measured, ${PG_URL} does not answer`);
      return;
    }
    const schema = `bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    try {
      const url = `${PG_URL}${PG_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
      const server = await startServer(port + 2, { DATABASE_URL: url });
      try {
        await compare('PostgreSQL', 0.4, helloPort, port + 2);
      } finally {
        server.stop();
        await new Promise((r) => setTimeout(r, 500));
      }
    } finally {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  } finally {
    hello.stop();
  }
}
