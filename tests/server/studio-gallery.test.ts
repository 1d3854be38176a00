import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { editor, studio, type Auth } from './studio-helpers';

let t: TestApp;
let platform: Auth;
beforeAll(async () => {
  t = await createTestApp();
  platform = await editor(t, 'gallery.platform@example.com');
});
afterAll(() => t.close());

const families = readdirSync('docs/gallery').filter((f) => f.endsWith('.schema.json')).map((f) => f.replace('.schema.json', '')).sort();
const examplesOf = (family: string) => JSON.parse(readFileSync(`docs/gallery/${family}.examples.json`, 'utf8')) as {
  valid: { name: string; data: unknown }[]; invalid: { name: string; data: unknown; fields?: string[] }[];
};

describe('the feature gallery in the studio', () => {
  it('is for content editors only', async () => {
    const plain = await editor(t, 'gallery.plain@example.com', 'PLATFORM_STAFF', 'HEARTH', []);
    expect((await studio(t, plain, 'GET', '/gallery')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/service-application/api/v1/staff/studio/gallery' })).statusCode).toBe(401);
  });

  it('lists every family of docs/gallery with its schema, UI and examples', async () => {
    const answer = await studio(t, platform, 'GET', '/gallery');
    expect(answer.statusCode).toBe(200);
    const forms = answer.json().forms as { id: string; file: string; schema: unknown; valid: unknown[] }[];
    expect(forms.map((f) => f.id)).toEqual(families.map((f) => `gallery/${f}`));
    for (const form of forms) expect(form.schema).toEqual(JSON.parse(readFileSync(form.file, 'utf8')));
  });

  it("judges answers with the screens' own validator: each valid example accepted, each invalid one refused at its fields", async () => {
    for (const family of families) {
      const { valid, invalid } = examplesOf(family);
      for (const example of valid) {
        const answer = await studio(t, platform, 'POST', '/gallery/check', { id: `gallery/${family}`, data: example.data });
        expect(answer.json(), `${family}: ${example.name}`).toEqual({ accepted: true });
      }
      for (const example of invalid) {
        const answer = await studio(t, platform, 'POST', '/gallery/check', { id: `gallery/${family}`, data: example.data });
        expect(answer.statusCode, `${family}: ${example.name}`).toBe(400);
        const paths = (answer.json().errors as { path: string; message: string }[]).map((e) => e.path);
        for (const field of example.fields ?? []) expect(paths, `${family}: ${example.name}`).toContain(field);
      }
    }
  });

  it('refuses a form the gallery does not have', async () => {
    expect((await studio(t, platform, 'POST', '/gallery/check', { id: 'gallery/no-such-family', data: {} })).statusCode).toBe(404);
    expect((await studio(t, platform, 'POST', '/gallery/check', { id: 'screens/start-profile', data: {} })).statusCode).toBe(400);
  });
});
