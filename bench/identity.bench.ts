/**
 * Identity under load: password sign-in (bounded by scrypt, 32 MiB and tens of milliseconds per
 * attempt, on purpose) and the signed-in identity lookup every page makes, 50 connections each.
 */
import { signUp } from './lib/applicant';

type Load = (path: string, init?: { method?: 'GET' | 'POST' | 'PUT'; headers?: Record<string, string>; body?: string }) => Promise<{ rps: number; p99: number; errors: number }>;

export default async function identityBench({ port, load }: { port: number; load: Load }): Promise<void> {
  const json = { 'content-type': 'application/json', 'x-org': 'HEARTH' };
  const { email, password, jwt } = await signUp(port);

  const identity = await load('/identity/secure/api/v1_1/identity', { headers: { authorization: `Bearer ${jwt}` } });
  console.log(`signed-in identity, 50 connections: ${identity.rps} req/s, p99 ${identity.p99} ms, ${identity.errors} errors`);

  // Sign-in last: its scrypt queue would still be draining during anything measured after it.
  const t0 = performance.now();
  for (let i = 0; i < 10; i++) {
    await fetch(`http://127.0.0.1:${port}/identity/api/v1/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  }
  console.log(`password sign-in, one at a time: ${((performance.now() - t0) / 10).toFixed(0)} ms each`);

  const login = await load('/identity/api/v1/login', { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  console.log(`password sign-in, 50 connections: ${login.rps} req/s, p99 ${login.p99} ms, ${login.errors} errors`);
}
