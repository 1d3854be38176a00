import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { putDraftFile } from '../../src/server/content/versions-repo';
import { editor, edited, STUDIO_PATH, studio, type Auth } from './studio-helpers';

let t: TestApp;
let platform: Auth;
beforeAll(async () => {
  t = await createTestApp();
  platform = await editor(t, 'studio.platform@example.com');
});
afterAll(() => t.close());

const ORG = 'orgs/HEARTH.json';

describe('content studio API', () => {
  it('refuses staff without the content-editor permission', async () => {
    const plain = await editor(t, 'studio.plain@example.com', 'PLATFORM_STAFF', 'HEARTH', []);
    expect((await studio(t, plain, 'GET', '/draft')).statusCode).toBe(403);
  });

  it('keeps an invalid draft file and reports where it breaks; the check reports meta-schema problems at their pointer', async () => {
    const bad = await studio(t, platform, 'PUT', '/draft/file', { path: ORG, text: '{ "orgCode": ' });
    expect(bad.statusCode).toBe(200);
    expect(bad.json().files).toEqual([{ path: ORG, text: '{ "orgCode": ', isNew: false }]);
    expect(bad.json().problems[0]).toMatchObject({ file: ORG, line: 1 });

    const text = await edited(t, platform, ORG, (doc) => { (doc.support as Record<string, unknown>).phone = 'call us'; });
    const draft = (await studio(t, platform, 'PUT', '/draft/file', { path: ORG, text })).json();
    const problem = draft.problems.find((p: { pointer: string }) => p.pointer === '/support/phone');
    expect(problem).toMatchObject({ file: ORG });
    expect(problem.line).toBeGreaterThan(1);
    expect((await studio(t, platform, 'GET', '/draft/check')).json().problems).toEqual(draft.problems);

    const refused = await studio(t, platform, 'POST', '/publish', { message: 'broken phone', parent: 'base' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().problems.map((p: { pointer: string }) => p.pointer)).toContain('/support/phone');

    const reverted = (await studio(t, platform, 'POST', '/draft/revert', { path: ORG })).json();
    expect(reverted).toMatchObject({ files: [], problems: [], startedFrom: null });
  });

  it('publishes a checked draft, refuses a second publish over the same parent with the diff, rolls back', async () => {
    const second = await editor(t, 'studio.second@example.com');
    const mine = await edited(t, platform, ORG, (doc) => { doc.orgBrand = 'Hearth Studio'; });
    await studio(t, platform, 'PUT', '/draft/file', { path: ORG, text: mine });
    const theirs = await edited(t, second, ORG, (doc) => { doc.orgBrand = 'Hearth Second'; });
    await studio(t, second, 'PUT', '/draft/file', { path: ORG, text: theirs });

    const diff = (await studio(t, platform, 'GET', '/draft/diff')).json();
    expect(diff).toMatchObject({ from: 'base', files: [{ path: ORG, change: 'changed' }] });
    expect(diff.files[0].summary).toContainEqual(expect.stringContaining('/orgBrand: "Hearth'));

    const published = await studio(t, platform, 'POST', '/publish', { message: 'New brand name', parent: 'base' });
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({ id: 'v1', parent: 'base', message: 'New brand name', changedFiles: [ORG] });
    expect(t.app.content.org('HEARTH').orgBrand).toBe('Hearth Studio');
    expect((await studio(t, platform, 'GET', '/draft')).json().files).toEqual([]);

    const late = await studio(t, second, 'POST', '/publish', { message: 'Other name', parent: 'base' });
    expect(late.statusCode).toBe(409);
    expect(late.json().current).toBe('v1');
    expect(late.json().diff.files[0].summary).toContainEqual('/orgBrand: "Hearth Studio" -> "Hearth Second"');

    const history = (await studio(t, platform, 'GET', '/versions')).json();
    expect(history.current).toBe('v1');
    expect(history.versions.map((v: { id: string }) => v.id)).toEqual(['v1', 'base']);
    expect(history.versions[0].authorName).toBe('Eda studio.platform');

    const back = await studio(t, platform, 'POST', '/versions/base/rollback', { message: 'Back to the repository' });
    expect(back.statusCode).toBe(201);
    expect(back.json()).toMatchObject({ id: 'v2', parent: 'v1', rollbackOf: 'base', changedFiles: [] });
    expect(t.app.content.org('HEARTH').orgBrand).not.toBe('Hearth Studio');

    const actions = (await studio(t, platform, 'GET', '/audit')).json().entries.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 3)).toEqual(['rollback', 'publish', 'draft-save']);
  });

  it("lets a lender's editor edit only their own org file", async () => {
    const lender = await editor(t, 'studio.lender@example.com', 'STAFF', 'HEARTH');
    expect((await studio(t, lender, 'GET', '/editor')).json()).toMatchObject({ scope: 'org', orgCode: 'HEARTH' });
    const own = await edited(t, lender, ORG, (doc) => { doc.orgBrand = 'Hearth Own'; });
    expect((await studio(t, lender, 'PUT', '/draft/file', { path: ORG, text: own })).statusCode).toBe(200);
    const other = 'orgs/EVERGREEN_CU.json';
    const refused = await studio(t, lender, 'PUT', '/draft/file', { path: other, text: '{}' });
    expect(refused.statusCode).toBe(403);
    expect((await studio(t, lender, 'PUT', '/draft/file', { path: 'flows/applicant.flow.json', text: '{}' })).statusCode).toBe(403);
    expect((await studio(t, lender, 'POST', '/versions/base/rollback', { message: 'x' })).statusCode).toBe(403);
  });

  it.each([
    ['orgCode', 'EVERGREEN_CU'],
    ['canonicalOrgCode', 'EVERGREEN_CU'],
    ['baseUrl', 'https://heloc.evergreenvalley-cu.example'],
  ])("refuses a lender's editor a %s naming another lender, at saving and at publishing", async (field, value) => {
    const lender = await editor(t, `studio.identity.${field}@example.com`, 'STAFF', 'HEARTH');
    const text = await edited(t, lender, ORG, (doc) => { doc[field] = value; });
    const saved = await studio(t, lender, 'PUT', '/draft/file', { path: ORG, text });
    expect(saved.statusCode).toBe(403);
    expect(saved.json().message).toBe(`${ORG}: ${field} says which lender this is; only platform staff may change it`);
    // a draft that got there another way is refused at publishing too
    const { id: userId } = (await t.db.query<{ id: string }>('select id from app_user where email = $1', [`studio.identity.${field}@example.com`]))[0] as { id: string };
    await putDraftFile(t.db, userId, t.app.content.current.id, ORG, text);
    const published = await studio(t, lender, 'POST', '/publish', { message: 'Now a credit union', parent: t.app.content.current.id });
    expect(published.statusCode).toBe(403);
    expect(t.app.content.org('HEARTH')[field as 'orgCode']).not.toBe(value);
    // platform staff may change it
    const platformText = await edited(t, platform, ORG, (doc) => { doc[field] = value; });
    expect((await studio(t, platform, 'PUT', '/draft/file', { path: ORG, text: platformText })).statusCode).toBe(200);
    await studio(t, platform, 'DELETE', '/draft');
  });

  it('checks the session before anything else: no token, a bad path and a bad body answer 401, not 400', async () => {
    const bad = await t.app.inject({ method: 'PUT', url: `${STUDIO_PATH}/draft/file`, payload: { path: '../../etc/passwd', text: 1 } });
    expect(bad.statusCode).toBe(401);
    const notJson = await t.app.inject({ method: 'PUT', url: `${STUDIO_PATH}/draft/file`, headers: { 'content-type': 'application/json' }, payload: '{"path":' });
    expect(notJson.statusCode).toBe(401);
    // and the editor's permission before the body too
    const plain = await editor(t, 'studio.plain.first@example.com', 'PLATFORM_STAFF', 'HEARTH', []);
    expect((await studio(t, plain, 'PUT', '/draft/file', { path: '../x', text: 1 })).statusCode).toBe(403);
  });

  it('exports the draft as a tar of the changed files at their paths', async () => {
    const text = await edited(t, platform, ORG, (doc) => { doc.orgBrand = 'Hearth Export'; });
    await studio(t, platform, 'PUT', '/draft/file', { path: ORG, text });
    const tar = await studio(t, platform, 'GET', '/draft/export.tar');
    expect(tar.statusCode).toBe(200);
    const bytes = tar.rawPayload;
    expect(bytes.subarray(0, ORG.length).toString()).toBe(ORG);
    expect(bytes.subarray(257, 262).toString()).toBe('ustar');
    expect(bytes.subarray(512, 512 + text.length).toString()).toBe(text);
  });
});
