import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioAuditEntry, VersionSummary } from '../../src/contracts/studio';
import { problemsFor } from '../../src/server/studio/editor';
import { createTestApp, type TestApp } from '../helpers/app';
import { editor, edited, studio, type Auth } from './studio-helpers';

/**
 * A lender's content editor reads the product's shared content and their own lender's file, never
 * another lender's: files, versions, history and audit are withheld or filtered by the server.
 */
let t: TestApp;
let platform: Auth;
let lender: Auth;
const OWN = 'orgs/HEARTH.json';
const OTHER = 'orgs/EVERGREEN_CU.json';

beforeAll(async () => {
  t = await createTestApp();
  platform = await editor(t, 'scoping.platform@example.com');
  lender = await editor(t, 'scoping.lender@example.com', 'STAFF', 'HEARTH');
  // v1: another lender's pricing, by platform staff; v2: the lender's own brand, by the lender's editor
  const other = await edited(t, platform, OTHER, (doc) => { doc.orgBrand = 'Evergreen Secret'; });
  await studio(t, platform, 'PUT', '/draft/file', { path: OTHER, text: other });
  expect((await studio(t, platform, 'POST', '/publish', { message: 'Evergreen pricing', parent: 'base' })).statusCode).toBe(201);
  const own = await edited(t, lender, OWN, (doc) => { doc.orgBrand = 'Hearth Own'; });
  await studio(t, lender, 'PUT', '/draft/file', { path: OWN, text: own });
  expect((await studio(t, lender, 'POST', '/publish', { message: 'Our brand', parent: 'v1' })).statusCode).toBe(201);
});
afterAll(() => t.close());

describe("a lender's content editor sees only their lender", () => {
  it('lists the base files without other lenders\' org files', async () => {
    const paths = (await studio(t, lender, 'GET', '/base')).json().paths as string[];
    expect(paths).toContain(OWN);
    expect(paths).toContain('flows/applicant.flow.json');
    expect(paths.filter((p) => p.startsWith('orgs/'))).toEqual([OWN]);
    const all = (await studio(t, platform, 'GET', '/base')).json().paths as string[];
    expect(all).toContain(OTHER);
  });

  it("gives a version's files without other lenders' org files, for every version", async () => {
    for (const id of ['base', 'v1', 'v2']) {
      const files = (await studio(t, lender, 'GET', `/versions/${id}/files`)).json().files as Record<string, unknown>;
      expect(Object.keys(files).filter((p) => p.startsWith('orgs/'))).toEqual([OWN]);
      expect(files['schemas/copy/en.json']).toBeDefined();
    }
    const all = (await studio(t, platform, 'GET', '/versions/v1/files')).json().files as Record<string, { orgBrand: string }>;
    expect(all[OTHER]?.orgBrand).toBe('Evergreen Secret');
  });

  it('leaves out of the history the versions that changed only other lenders, and their files from the rest', async () => {
    const history = (await studio(t, lender, 'GET', '/versions')).json() as { current: string; versions: VersionSummary[] };
    expect(history.current).toBe('v2');
    expect(history.versions.map((v) => v.id)).toEqual(['v2', 'base']);
    // v2's overlay holds both lenders' files (a version is whole over the base); the lender sees their own
    expect(history.versions[0]?.changedFiles).toEqual([OWN]);
    const all = (await studio(t, platform, 'GET', '/versions')).json() as { versions: VersionSummary[] };
    expect(all.versions.map((v) => v.id)).toEqual(['v2', 'v1', 'base']);
    expect(all.versions[0]?.changedFiles).toEqual([OTHER, OWN]);
  });

  it("shows in the audit only what touched what the lender's editor may read", async () => {
    const entries = (await studio(t, lender, 'GET', '/audit')).json().entries as StudioAuditEntry[];
    expect(entries.map((e) => e.action)).toEqual(['publish', 'draft-save']);
    expect(entries.every((e) => e.path === null || e.path === OWN)).toBe(true);
    expect(JSON.stringify(entries)).not.toContain('EVERGREEN');
    expect(JSON.stringify(entries)).not.toContain('Evergreen pricing');
    const all = (await studio(t, platform, 'GET', '/audit')).json().entries as StudioAuditEntry[];
    expect(all.map((e) => e.action)).toEqual(['publish', 'draft-save', 'publish', 'draft-save']);
  });

  it('refuses a lender\'s editor a rollback, and tells check problems in other lenders\' files without them', async () => {
    expect((await studio(t, lender, 'POST', '/versions/v1/rollback', { message: 'back' })).statusCode).toBe(403);
    const scoped = { scope: 'org' as const, orgCode: 'HEARTH', editable: [] };
    const problems = problemsFor(scoped, [
      { file: OWN, pointer: '/theme', message: 'own problem' },
      { file: OTHER, pointer: '/pricing', message: 'Evergreen rate 7.1%' },
      { file: 'flows/applicant.flow.json', pointer: '/states', message: 'shared problem' },
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      'own problem', 'shared problem',
      "1 problem in other lenders' files follows from this change; a platform content editor can see it",
    ]);
    expect(problems.map((p) => p.file)).not.toContain(OTHER);
  });
});
