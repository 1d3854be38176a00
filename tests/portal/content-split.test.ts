// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import * as bundle from '../../src/portal/content';
import { shellStrings } from '../../src/portal/copy';
import { pageLoader } from '../../src/portal/shell/lazy-page';

const Page = () => null;

// One module state for the whole file: the cases run in order, opening part first.
describe('the bundled content, in two parts', () => {
  it('starts with what the opening pages render: registration, the forms, the copy', () => {
    const { content } = bundle;
    expect(content.flows.registration).toBeDefined();
    for (const state of Object.values(content.flows.registration?.states ?? {})) {
      if (state.screen) expect(content.screens[state.screen], state.screen).toBeDefined();
    }
    expect(content.screens['forms/login']).toBeDefined();
    expect(content.strings['app.loading']).toBeTruthy();
    // the copy only later pages show comes with the rest
    expect(content.strings['staff.list.intro']).toBeUndefined();
    expect(shellStrings['staff.list.intro']).toBeUndefined();
    expect(shellStrings['register.haveAccount']).toBeTruthy();
    expect(content.flows.applicant).toBeUndefined();
    // staff's forms and the chatbot's answers (the server's) too
    expect(content.screens['forms/staff-decline']).toBeUndefined();
    expect(content.screens['forms/agent-note']).toBeUndefined();
    expect(content.chatbot).toBeUndefined();
    expect(bundle.wholeContentLoaded()).toBe(false);
    // no other language's words on an English page
    expect(content.languages).toBeUndefined();
  });

  it('lets an opening page render without the rest', async () => {
    await expect(pageLoader(async () => ({ default: Page }), { opening: true })()).resolves.toEqual({ default: Page });
    expect(bundle.wholeContentLoaded()).toBe(false);
    expect(() => bundle.contentOver('hash', {})).toThrow(/loadWholeContent/);
  });

  it('gives any other page the whole content before it renders, and tells the pages on screen', async () => {
    const opening = bundle.content;
    let told = 0;
    const stop = bundle.subscribeContent(() => {
      told += 1;
    });
    await expect(pageLoader(async () => ({ default: Page }))()).resolves.toEqual({ default: Page });
    stop();
    expect(bundle.wholeContentLoaded()).toBe(true);
    expect(told).toBe(1);
    expect(bundle.content).not.toBe(opening);
    expect(bundle.content).toBe(bundle.bundledContent);
    expect(bundle.content.flows.applicant?.initial).toBeTruthy();
    expect(bundle.content.screens['forms/staff-decline']).toBeDefined();
    expect(bundle.content.strings['staff.list.intro']).toBeTruthy();
    expect(shellStrings['staff.list.intro']).toBe(bundle.content.strings['staff.list.intro']);
    expect(Object.keys(bundle.content.screens).length).toBeGreaterThan(Object.keys(opening.screens).length);
    // the opening part is part of the whole, unchanged
    for (const [id, pair] of Object.entries(opening.screens)) expect(bundle.content.screens[id]?.schema).toBe(pair.schema);
    // still no other language's words: they come only for a page in another language
    expect(bundle.content.languages).toBeUndefined();
    expect(bundle.activeStringsIn('es')['app.loading']).toBe(bundle.content.strings['app.loading']);
  });

  it('gives a page in Spanish the Spanish texts, and the pages switch to them', async () => {
    const before = bundle.content;
    await bundle.loadLanguages();
    expect(bundle.languagesLoaded()).toBe(true);
    expect(bundle.content).not.toBe(before);
    expect(bundle.content.flows.applicant?.initial).toBeTruthy();
    expect(bundle.content.languages?.es?.strings['app.loading']).toBeTruthy();
    expect(bundle.activeStringsIn('es')['app.loading']).not.toBe(bundle.activeStringsIn('en')['app.loading']);
    expect(Object.keys(bundle.content.languages?.es?.screens ?? {})).toContain('start-profile');
  });
});
