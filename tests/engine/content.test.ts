import { cpSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../src/engine/check';
import { buildContent } from '../../src/engine/content';
import { contrastRatio } from '../../src/engine/contrast';
import { getAtPointer, setAtPointer } from '../../src/engine/json-pointer';
import { interpolate, resolveScreen, resolveString, selectOrg } from '../../src/engine/org';
import { mergePricing } from '../../src/product/org-file';
import type { FlowFile, OrgFile } from '../../src/engine/types';
import { drawnColourPairsAt } from '../../src/server/content/check-drawn-colours';
import { ContentService } from '../../src/server/core/content-service';

const known = { guards: ['ok'], widgets: ['text'], fields: [], pages: ['waiting'], effects: [] };
const pair = (title = 'Name') => ({
  'schemas/screens/name.schema.json': { type: 'object', title, properties: { first: { type: 'string', title: 'First' } } },
  'schemas/screens/name.ui.json': { 'x-screen': { title: 'Your name' }, first: { 'ui:widget': 'text', 'ui:help': 'As on your ID' } },
});

describe('buildContent', () => {
  it('pairs schema and UI files into screens and reports a half pair', () => {
    const { index, problems } = buildContent({ ...pair(), 'schemas/registration/x.schema.json': { type: 'object', title: 'x' } });
    expect(Object.keys(index.screens)).toEqual(['name']);
    expect(problems).toEqual([{ file: 'schemas/registration/x.schema.json', pointer: '', message: 'schema "registration/x" has no matching .ui.json' }]);
  });

  it('reports files it does not know', () => {
    const { problems } = buildContent({ 'flows/notes.txt.json': {} });
    expect(problems[0]?.message).toBe('is not a known kind of content file');
  });
});

describe('checkContent', () => {
  const flow = (states: FlowFile['states'], extra: Partial<FlowFile> = {}): FlowFile & { file: string } => ({ id: 'f', initial: 'a', states, file: 'flows/f.flow.json', ...extra });

  it('names missing screens, targets, guards and pages with their pointers', () => {
    const { index } = buildContent(pair());
    index.flows.f = flow({
      a: { screen: 'missing', transitions: [{ event: 'go', target: 'nowhere', guard: 'nope' }, { event: 'end', target: 'b' }] },
      b: { page: 'unknown-page', final: true },
    });
    const messages = checkContent(index, known).map((p) => `${p.pointer} ${p.message}`);
    expect(messages).toEqual(expect.arrayContaining([
      '/states/a/screen states.a.screen: "missing" is no screen in schemas/: write one of "name"',
      '/states/a/transitions/0/target states.a.transitions[0].target: "nowhere" is no state of this flow: write one of "a" or "b"',
      '/states/a/transitions/0/guard states.a.transitions[0].guard: "nope" is no registered guard: write one of "ok"',
      '/states/b/page states.b.page: "unknown-page" is no registered page: write one of "waiting"',
    ]));
  });

  it('finds unreachable states and states that cannot end', () => {
    const { index } = buildContent(pair());
    index.flows.f = flow({
      a: { screen: 'name', transitions: [{ event: 'go', target: 'loop' }, { event: 'done', target: 'end' }] },
      loop: { waiting: true, transitions: [{ event: 'again', target: 'loop' }] },
      island: { waiting: true, transitions: [{ event: 'x', target: 'end' }] },
      end: { screen: 'name', final: true },
    });
    const messages = checkContent(index, known).map((p) => p.message);
    expect(messages).toContain('states.island: state "island" is not reachable from "a": add a transition that leads here, or remove the state');
    expect(messages).toContain('states.loop: state "loop" cannot reach a final state: add a transition on towards one');
  });

  it('lets global transitions make every non-final state able to end', () => {
    const { index } = buildContent(pair());
    index.flows.f = flow({ a: { screen: 'name', transitions: [{ event: 'go', target: 'loop' }] }, loop: { waiting: true }, end: { screen: 'name', final: true } }, { global: [{ event: 'fund', target: 'end', guard: 'ok' }] });
    expect(checkContent(index, known)).toEqual([]);
  });

  it('checks widgets named in UI schemas', () => {
    const files = pair();
    (files['schemas/screens/name.ui.json'].first as Record<string, string>)['ui:widget'] = 'sparkles';
    const { index } = buildContent(files);
    expect(checkContent(index, known)).toEqual([{ file: 'schemas/screens/name.ui.json', pointer: '/first/ui:widget', message: 'ui:widget: "sparkles" is no registered widget: write one of "text"' }]);
  });
});

describe('orgs', () => {
  const org = JSON.parse(readFileSync('orgs/HEARTH.json', 'utf8')) as OrgFile;

  it('checks org overrides and contrast with pointers', () => {
    const { index } = buildContent({ ...pair(), 'schemas/copy/en.json': { 'footer.terms': 'Terms' } });
    index.orgs.HEARTH = {
      ...org, file: 'orgs/HEARTH.json',
      theme: { ...org.theme, colors: { ...org.theme.colors, textMuted: '#bbbbbb' } },
      copy: { strings: { 'footer.nope': 'x' }, screens: { name: { '/ui/first/ui:help': 'ok', '/schema/title': 'no', '/ui/first/ui:nothing': 'no' } } },
    };
    // the pairs the stylesheets draw
    const problems = checkContent(index, { ...known, drawn: drawnColourPairsAt(process.cwd()) }).map((p) => `${p.pointer}: ${p.message}`);
    expect(problems).toEqual(expect.arrayContaining([
      expect.stringMatching(/^\/theme\/colors\/textMuted: theme.colors.textMuted: #bbbbbb on background #ffffff has a contrast of 1\.9\d:1, below the 4\.5:1/),
      '/copy/strings/footer.nope: copy.strings: "footer.nope" is no copy key, so the text is never shown: write a key of schemas/copy/en.json',
      '/copy/screens/name/~1schema~1title: copy.screens.name: "/schema/title" must point into the screen\'s /ui document, such as "/ui/x-screen/title"',
      '/copy/screens/name/~1ui~1first~1ui:nothing: copy.screens.name: "/ui/first/ui:nothing" names no text of schemas/screens/name.ui.json: write the pointer of a text it holds, such as "/ui/x-screen/title"',
    ]));
    expect(problems.some((p) => p.includes('ui:help'))).toBe(false);
  });

  it('applies copy overrides without touching the original pair', () => {
    const { index } = buildContent(pair());
    const screen = index.screens.name!;
    const resolved = resolveScreen(screen, { copy: { screens: { name: { '/ui/first/ui:help': 'As printed on your licence' } } } });
    expect(getAtPointer(resolved.ui, '/first/ui:help')).toBe('As printed on your licence');
    expect(getAtPointer(screen.ui, '/first/ui:help')).toBe('As on your ID');
  });

  it('resolves strings org first, then default, and fills placeholders', () => {
    expect(resolveString({ a: 'Default {x}' }, 'a', { copy: { strings: { a: 'Org {x}' } } })).toBe('Org {x}');
    expect(interpolate(resolveString({ a: 'Default {x}' }, 'a'), { x: 1 })).toBe('Default 1');
    expect(interpolate('{missing} stays', {})).toBe('{missing} stays');
  });

  it('merges the pricing list in order', () => {
    expect(mergePricing({ orgPricingData: [{ a: 1, b: 1 }, { b: 2 }] })).toEqual({ a: 1, b: 2 });
  });

  it('selects the org by host, then development query, then default', () => {
    const orgs = { A: { orgCode: 'A', baseUrl: 'https://a.example' }, B: { orgCode: 'B', baseUrl: 'https://b.example' } };
    expect(selectOrg(orgs, { host: 'b.example:8080', allowQuery: false, defaultOrg: 'A' })?.orgCode).toBe('B');
    expect(selectOrg(orgs, { host: 'b.example', orgCode: 'A', allowQuery: true })?.orgCode).toBe('A');
    expect(selectOrg(orgs, { host: 'b.example', orgCode: 'A', allowQuery: false })?.orgCode).toBe('B');
    expect(selectOrg(orgs, { host: 'other', allowQuery: false, defaultOrg: 'A' })?.orgCode).toBe('A');
    expect(selectOrg(orgs, { host: 'other', allowQuery: false })).toBeUndefined();
  });
});

describe('helpers', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('reads and writes JSON pointers with escaped tokens', () => {
    const doc = { 'a/b': { 'c~d': [1, 2] } };
    expect(getAtPointer(doc, '/a~1b/c~0d/1')).toBe(2);
    expect(setAtPointer(doc, '/a~1b/c~0d/0', 9)).toEqual({ 'a/b': { 'c~d': [9, 2] } });
    expect(doc['a/b']['c~d'][0]).toBe(1);
  });
});

describe('the server refuses broken content', () => {
  it('names the file and pointer instead of starting', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-'));
    try {
      for (const d of ['schemas', 'flows', 'orgs', 'public']) cpSync(d, join(dir, d), { recursive: true });
      const orgFile = join(dir, 'orgs', 'HEARTH.json');
      const broken = JSON.parse(readFileSync(orgFile, 'utf8'));
      broken.support.phone = 'call us';
      writeFileSync(orgFile, JSON.stringify(broken));
      expect(() => ContentService.load({ root: dir, flagsFile: join(dir, 'flows/feature-flags.json'), production: false, defaultOrg: 'HEARTH' }))
        .toThrow('orgs/HEARTH.json:1:2702 /support/phone: support.phone: write 10 digits, like 8775550142');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
