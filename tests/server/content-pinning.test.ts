import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_VERSIONS_PATH } from '../../src/contracts/studio';
import { createTestApp, type TestApp } from '../helpers/app';
import { appUrl, profileBody, put, registerApplicant } from './application-helpers';
import { editor, edited, studio, type Auth } from './studio-helpers';

let t: TestApp;
let platform: Auth;
beforeAll(async () => {
  t = await createTestApp();
  platform = await editor(t, 'pinning.editor@example.com');
});
afterAll(() => t.close());

const FLOW = 'flows/applicant.flow.json';
const SCHEMA = 'schemas/screens/welcome-check.schema.json';
const UI = 'schemas/screens/welcome-check.ui.json';
const SPANISH = 'schemas/screens/welcome-check.es.json';
const PROFILE_UI = 'schemas/screens/start-profile.ui.json';

/** A new step after the profile with its own screen, and a new title on the profile screen. */
async function draftNewStep(): Promise<void> {
  const flow = await edited(t, platform, FLOW, (doc) => {
    const states = doc.states as Record<string, { transitions?: { event: string; target: string; guard?: string }[] } & Record<string, unknown>>;
    for (const tr of states.profile?.transitions ?? []) if (tr.target === 'liens') tr.target = 'welcomeCheck';
    states.welcomeCheck = {
      screen: 'welcome-check', route: 'start/welcome-check', status: 'WELCOME_CHECK', progressStep: 'basicInfo',
      transitions: [{ event: 'confirmWelcome', target: 'liens' }],
    };
  });
  // a new status routes to the new step's page (content:check holds the two files to each other)
  const statusRoutes = await edited(t, platform, 'flows/status-routes.json', (doc) => {
    (doc.routes as { status: string; route: string }[]).push({ status: 'WELCOME_CHECK', route: 'start/welcome-check' });
  });
  const profileUi = await edited(t, platform, PROFILE_UI, (doc) => { (doc['x-screen'] as Record<string, unknown>).title = 'Tell us about you (new)'; });
  const files = {
    [FLOW]: flow,
    'flows/status-routes.json': statusRoutes,
    [PROFILE_UI]: profileUi,
    [SCHEMA]: JSON.stringify({
      $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', title: 'Before we go on', required: ['ready'], additionalProperties: false,
      properties: { ready: { type: 'boolean', const: true, title: 'I have my mortgage statement at hand' } },
    }),
    [UI]: JSON.stringify({ $schema: '../meta/ui.schema.json', 'x-screen': { title: 'Before we go on', event: 'confirmWelcome', submitText: 'Continue', store: 'welcomeCheck' } }),
    // a lender offers Spanish, so the new screen is written in Spanish too (content:check refuses it otherwise)
    [SPANISH]: JSON.stringify({
      $schema: '../meta/translation.schema.json', '/schema/title': 'Antes de continuar', '/schema/properties/ready/title': 'Tengo a mano el estado de cuenta de mi hipoteca',
      '/ui/x-screen/title': 'Antes de continuar', '/ui/x-screen/submitText': 'Continuar',
    }),
  };
  for (const [path, text] of Object.entries(files)) expect((await studio(t, platform, 'PUT', '/draft/file', { path, text })).statusCode).toBe(200);
}

describe('applications keep the content version they started on', () => {
  it('a publish changes what new applications get; one started before keeps its flow and screens through a state change', async () => {
    const before = await registerApplicant(t.app, { lastName: 'Before' });
    expect((await t.app.inject({ url: appUrl(before.uuid), headers: before.auth })).json().contentVersion).toBe('base');

    await draftNewStep();
    const draft = (await studio(t, platform, 'GET', '/draft')).json();
    expect(draft.problems).toEqual([]);
    expect(draft.files.find((f: { path: string }) => f.path === SCHEMA).isNew).toBe(true);
    const published = await studio(t, platform, 'POST', '/publish', { message: 'A check before the liens step', parent: 'base' });
    expect(published.statusCode).toBe(201);
    const id = published.json().id as string;

    const after = await registerApplicant(t.app, { lastName: 'After' });
    expect((await t.app.inject({ url: appUrl(after.uuid), headers: after.auth })).json().contentVersion).toBe(id);

    // the new application passes the new step
    expect((await put(t.app, after, 'start-profile', profileBody('After'))).json().state).toBe('welcomeCheck');
    expect((await put(t.app, after, 'welcome-check', { ready: false })).statusCode).toBe(400);
    const passed = await put(t.app, after, 'welcome-check', { ready: true });
    expect(passed.json()).toMatchObject({ state: 'liens', welcomeCheck: { ready: true } });

    // the one started before moves on its own version's flow, where the new screen does not exist
    const old = await put(t.app, before, 'start-profile', profileBody('Before'));
    expect(old.json()).toMatchObject({ state: 'liens', contentVersion: 'base' });
    expect((await put(t.app, before, 'welcome-check', { ready: true })).statusCode).toBe(404);

    // the portal reads each version's files: the base bundled, a published version's changes over it
    const content = await t.app.inject({ url: `${CONTENT_VERSIONS_PATH}/${id}` });
    expect(content.headers['cache-control']).toContain('immutable');
    expect(Object.keys(content.json().files).sort()).toEqual([FLOW, 'flows/status-routes.json', SCHEMA, UI, SPANISH, PROFILE_UI].sort());
    expect(content.json().files[PROFILE_UI]['x-screen'].title).toBe('Tell us about you (new)');
    expect((await t.app.inject({ url: `${CONTENT_VERSIONS_PATH}/base` })).json().files).toEqual({});

    // the new screen's validator for the browser: a module with no imports, from the same schema
    const modulePath = content.json().validatorsModule as string;
    expect(modulePath).toBe(`${CONTENT_VERSIONS_PATH}/${id}/validators.js?hash=${content.json().hash}`);
    const code = await t.app.inject({ url: modulePath });
    expect(code.headers['content-type']).toContain('text/javascript');
    expect(code.body).not.toMatch(/^import /m);
    const dir = mkdtempSync(join(tmpdir(), 'validators-'));
    writeFileSync(join(dir, 'validators.mjs'), code.body);
    const fns = ((await import(pathToFileURL(join(dir, 'validators.mjs')).href)) as { default: Record<string, Record<string, (d: unknown) => boolean>> }).default['welcome-check'];
    const validate = Object.values(fns ?? {})[0] as (d: unknown) => boolean;
    expect(validate({ ready: true })).toBe(true);
    expect(validate({ ready: false })).toBe(false);
    rmSync(dir, { recursive: true, force: true });
    // registration (no application yet) reads the latest, which is never cached for long
    const latest = await t.app.inject({ url: `${CONTENT_VERSIONS_PATH}/latest` });
    expect(latest.json().id).toBe(id);
    expect(latest.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: `${CONTENT_VERSIONS_PATH}/v999` })).statusCode).toBe(404);
  }, 60_000); // a publish compiles the changed forms' validators: slow on a busy machine

  it('a version an open application uses stays loadable after newer publishes (from the database, by a fresh server)', async () => {
    const fresh = await createTestApp({}, t.db);
    try {
      const history = (await studio(fresh, platform, 'GET', '/versions')).json();
      expect(fresh.app.content.current.id).toBe(history.current);
      const [first] = await t.db.query<{ uuid: string; content_version: string }>("select uuid, content_version from application where content_version <> 'base' limit 1");
      const version = await fresh.app.content.forApplication(first as { content_version: string });
      expect(version.index.screens['welcome-check']).toBeDefined();
      expect(fresh.app.content.baseVersion.index.screens['welcome-check']).toBeUndefined();
    } finally {
      await fresh.app.close();
    }
  });
});
