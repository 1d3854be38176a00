import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = { security?: Record<string, string[]>[] };

/** Every operation of the OpenAPI document that needs a session (bearer, with no anonymous alternative). */
function sessionOperations(): { method: string; path: string }[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const out: { method: string; path: string }[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const security = op.security ?? [];
      if (security.length && security.every((s) => 'bearer' in s)) out.push({ method: method.toUpperCase(), path });
    }
  }
  return out;
}

describe('a route that needs a session checks it before anything else', () => {
  it('answers 401, never 400, to a caller without a token, whatever the address, query and body', async () => {
    const operations = sessionOperations();
    expect(operations.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const { method, path } of operations) {
      const url = `${path.replace(/\{[^}]+\}/g, 'not-a-uuid%00')}?documentType=%00&amount=x`;
      const res = await t.app.inject({
        method: method as 'GET', url,
        ...(method === 'GET' || method === 'DELETE' ? {} : { headers: { 'content-type': 'application/json' }, payload: '{"broken":' }),
      });
      if (res.statusCode !== 401) wrong.push(`${method} ${path}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
