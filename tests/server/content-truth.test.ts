import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContent } from '../../src/engine/content';
import { contentManifest } from '../../src/server/content/bundled-content';
import { readContentFiles } from '../../src/server/content/load';
import { loadConfig } from '../../src/server/config';
import { ContentService } from '../../src/server/core/content-service';
import { BUNDLED_CONTENT_MANIFEST, CONTENT_VERSIONS_PATH, PAGE_CONTENT_BASE_ATTR } from '../../src/contracts/studio';
import { builtAppDir, createTestApp, type TestApp } from '../helpers/app';

/**
 * The page renders the content the server runs on: a server started on content edited as files since
 * the build sends the page its base like a published version (what differs from the build, with the
 * validators of the forms the build did not precompile).
 */
type Json = Record<string, unknown>;
const dirs: string[] = [];
const tmp = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), name));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A build of the repository's content: a page and the manifest content:gen writes beside it. */
function buildOfRepository(extraFile?: string): string {
  const dir = builtAppDir('content-truth-build');
  dirs.push(dir);
  const { files } = readContentFiles(process.cwd());
  const manifest = contentManifest(files, buildContent(files).index);
  if (extraFile) manifest.files[extraFile] = 'gone';
  writeFileSync(join(dir, BUNDLED_CONTENT_MANIFEST), JSON.stringify(manifest));
  return dir;
}

async function serverOn(root: string, staticDir: string): Promise<TestApp> {
  const config = loadConfig({ CONTENT_ROOT: root, STATIC_DIR: staticDir });
  const content = ContentService.forConfig({ ...config, defaultOrg: 'HEARTH', production: false });
  return createTestApp({ contentRoot: root, staticDir }, undefined, content);
}

const SCREEN = 'schemas/screens/start-profile.schema.json';
const UI = 'schemas/screens/start-profile.ui.json';
const SCREEN_ES = 'schemas/screens/start-profile.es.json';

describe('one content truth for the page and the server', () => {
  let edited: TestApp;
  let same: TestApp;
  beforeAll(async () => {
    const root = tmp('content-truth-');
    for (const dir of ['schemas', 'flows', 'orgs', 'public']) cpSync(join(process.cwd(), dir), join(root, dir), { recursive: true });
    const schema = JSON.parse(readFileSync(join(root, SCREEN), 'utf8')) as Json & { properties: Json };
    schema.properties.nickname = { type: 'string', title: 'What should we call you?', maxLength: 40 };
    writeFileSync(join(root, SCREEN), JSON.stringify(schema, null, 2));
    const ui = JSON.parse(readFileSync(join(root, UI), 'utf8')) as Json & { 'x-screen': Json; 'ui:order': string[] };
    ui['x-screen'].title = 'Tell us about you (edited)';
    ui['ui:order'] = ['nickname', ...ui['ui:order']];
    writeFileSync(join(root, UI), JSON.stringify(ui, null, 2));
    // a lender offers Spanish: the new field's title in Spanish too
    const es = join(root, SCREEN_ES);
    writeFileSync(es, JSON.stringify({ ...(JSON.parse(readFileSync(es, 'utf8')) as Json & object), '/schema/properties/nickname/title': '¿Cómo desea que le llamemos?' }, null, 2));
    edited = await serverOn(root, buildOfRepository('schemas/screens/removed-since.schema.json'));
    same = await serverOn(process.cwd(), buildOfRepository());
  });
  afterAll(async () => {
    await edited?.close();
    await same?.close();
  });

  it('sends the base as what differs from the build, a removed file as null, and is asked again each time', async () => {
    const answer = await edited.app.inject({ url: `${CONTENT_VERSIONS_PATH}/base` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const body = answer.json() as { id: string; hash: string; files: Record<string, Json | null>; validatorsModule: string | null };
    expect(body.id).toBe('base');
    expect(Object.keys(body.files).sort()).toEqual([UI, 'schemas/screens/removed-since.schema.json', SCREEN, SCREEN_ES].sort());
    expect(body.files['schemas/screens/removed-since.schema.json']).toBeNull();
    expect((body.files[UI] as { 'x-screen': Json })['x-screen'].title).toBe('Tell us about you (edited)');
    // the changed form's validator comes with it, named by the content's hash
    expect(body.validatorsModule).toBe(`${CONTENT_VERSIONS_PATH}/base/validators.js?hash=${body.hash}`);
    const module = await edited.app.inject({ url: body.validatorsModule as string });
    expect(module.statusCode).toBe(200);
    expect(module.headers['cache-control']).toContain('immutable');
    expect(module.body).toContain('"start-profile"');
    // only the changed form's: the others are the build's precompiled ones
    expect(module.body).not.toContain('"start-contact"');
  });

  it('names on the page the hash of the base it runs on, which is not the build\'s when the files changed', async () => {
    const manifest = (app: TestApp) => JSON.parse(readFileSync(join(app.app.config.staticDir, BUNDLED_CONTENT_MANIFEST), 'utf8')) as { hash: string };
    const attr = async (app: TestApp) => new RegExp(`${PAGE_CONTENT_BASE_ATTR}="([0-9a-f]+)"`).exec((await app.app.inject({ url: '/account/heloc/login' })).body)?.[1];
    expect(await attr(edited)).toMatch(/^[0-9a-f]{64}$/);
    expect(await attr(edited)).not.toBe(manifest(edited).hash);
    expect(await attr(same)).toBe(manifest(same).hash);
  });

  it('sends nothing over the build when the server runs on what was built', async () => {
    const body = (await same.app.inject({ url: `${CONTENT_VERSIONS_PATH}/base` })).json();
    expect(body).toMatchObject({ id: 'base', files: {}, validatorsModule: null });
  });

  it('serves the pages from the repository build wherever the content is', () => {
    expect(loadConfig({ CONTENT_ROOT: '/srv/content' }).staticDir).toBe(join(process.cwd(), 'dist'));
    expect(loadConfig({ CONTENT_ROOT: '/srv/content', STATIC_DIR: '/srv/build' }).staticDir).toBe('/srv/build');
  });
});
