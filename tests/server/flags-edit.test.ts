import { copyFileSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentService } from '../../src/server/core/content-service';

const dir = mkdtempSync(join(tmpdir(), 'flags-edit-'));
const flagsFile = join(dir, 'feature-flags.json');
copyFileSync('flows/feature-flags.json', flagsFile);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let tick = Date.now() / 1000;
const edit = (change: (doc: { flags: Record<string, { enabled: boolean; variables?: Record<string, unknown> }> }) => void) => {
  const doc = JSON.parse(readFileSync(flagsFile, 'utf8'));
  change(doc);
  writeFileSync(flagsFile, JSON.stringify(doc));
  tick += 10;
  utimesSync(flagsFile, tick, tick);
};

describe('staff editing the flags file while the server runs', () => {
  const content = ContentService.load({ root: process.cwd(), flagsFile, production: false, defaultOrg: 'HEARTH' });

  it('applies an edit that keeps to the flags meta-schema', () => {
    edit((d) => { d.flags['fe-notifications']!.enabled = false; });
    expect(content.flag('fe-notifications').enabled).toBe(false);
  });

  it('keeps the last good flags when an edit gives a variable of the wrong kind', () => {
    edit((d) => {
      d.flags['fe-heloc-maintenance']!.enabled = true;
      d.flags['fe-heloc-maintenance']!.variables!.shouldShowDashboardLink = 'yes';
    });
    expect(content.flag('fe-heloc-maintenance').enabled).toBe(false);
    expect(content.flag('fe-notifications').enabled).toBe(false);
    edit((d) => { d.flags['fe-heloc-maintenance']!.variables!.shouldShowDashboardLink = true; });
    expect(content.flag('fe-heloc-maintenance')).toMatchObject({ enabled: true, variables: { shouldShowDashboardLink: true } });
  });
});
