// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import copy from '../../schemas/copy/en.json';
import { checkPlainMessages } from '../../src/engine/check-plain-errors';
import { checkUiSchema } from '../../src/engine/check-ui';
import { fieldLabel } from '../../src/engine/field-label';
import type { JsonObject } from '../../src/engine/types';
import { fieldIdOf } from '../../src/renderer/errors';
import { formShown, galleryFamilies, galleryPair, renderGallery, renderStock, type GalleryPair } from './gallery-forms';
import { loadLaterParts } from '../../src/renderer/rjsf-parts';

// the pages that draw lists and alternatives load these before they render (src/portal/shell/lazy-page.tsx)
beforeAll(() => loadLaterParts());
afterEach(cleanup);

/** Every control a person can fill in, by id and name, and every button rjsf gives an id (add, move, copy, remove). */
const controlsOf = (container: HTMLElement): string[] =>
  [...container.querySelectorAll('input, select, textarea, button[id]')].map((c) => `${c.tagName} ${c.id} ${c.getAttribute('name') ?? ''}`).sort();

/** axe on the form, with the rules jsdom can evaluate (it lays nothing out, so it has no colours to compare). */
async function axeViolations(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The data stock rjsf submits for an example: what it hands its onSubmit. */
async function stockSubmits(pair: GalleryPair, data: JsonObject): Promise<unknown> {
  const { container, onSubmit } = renderStock(pair, data);
  fireEvent.submit(container.querySelector('form') as HTMLFormElement);
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  cleanup();
  return onSubmit.mock.calls[0]?.[0];
}

/** The control of the field at a pointer, or the group holding its controls (radio buttons, a date's parts, an object). */
function controlOf(container: HTMLElement, id: string): HTMLElement {
  const found = container.ownerDocument.getElementById(id) ?? container.querySelector<HTMLElement>(`[id^="${id.replace(/["\\]/g, '\\$&')}"]`);
  if (!found) throw new Error(`no control for ${id}`);
  return found.matches('input, select, textarea, fieldset') ? found : (found.closest('fieldset') ?? found);
}

const families = galleryFamilies();

describe('the feature gallery', () => {
  it('holds the families of JSON Schema features the forms use', () => {
    expect(families).toEqual(expect.arrayContaining(['alternatives', 'arrays', 'choices', 'conditionals', 'dates-files', 'defaults-readonly', 'open-objects', 'optional-data']));
  });
});

describe.each(families)('gallery/%s', (family) => {
  const pair = galleryPair(family);
  const valid = pair.examples.valid.length ? pair.examples.valid : [{ name: 'no answers', data: {} }];

  it('has a plain message for every rule, and a ui file naming only fields of its schema', () => {
    const screenPair = { id: `gallery/${family}`, file: `docs/gallery/${family}.schema.json`, schema: pair.schema, ui: pair.ui };
    expect([...checkPlainMessages(screenPair, copy), ...checkUiSchema(screenPair)].map((p) => `${p.pointer}: ${p.message}`)).toEqual([]);
  });

  it.each(valid.map((e) => [e.name, e] as const))('draws every control stock rjsf draws, for %s', async (_name, example) => {
    const stock = renderStock(pair, example.data);
    const expected = controlsOf(stock.container);
    cleanup();
    const { container } = renderGallery(pair, example.data);
    await formShown(container);
    expect(controlsOf(container)).toEqual(expected);
  });

  it('passes axe, before and after a refused submit', async () => {
    const { container } = renderGallery(pair, pair.examples.invalid[0]?.data ?? valid[0]?.data);
    const form = await formShown(container);
    expect(await axeViolations(container)).toEqual([]);
    if (!pair.examples.invalid.length) return;
    fireEvent.submit(form);
    await screen.findByRole('alert');
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each(valid.map((e) => [e.name, e] as const))('submits %s with the data stock rjsf submits', async (_name, example) => {
    const expected = await stockSubmits(pair, example.data);
    const { container, onSubmit } = renderGallery(pair, example.data);
    fireEvent.submit(await formShown(container));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual(expected);
    expect(container.querySelector('.form-errors')).toBeNull();
  });

  const invalid = pair.examples.invalid;
  it.runIf(invalid.length > 0).each(invalid.map((e) => [e.name, e] as const))('refuses %s, naming each field at its place and in the summary', async (_name, example) => {
    const consoleError = vi.spyOn(console, 'error');
    const { container, onSubmit } = renderGallery(pair, example.data);
    fireEvent.submit(await formShown(container));
    const summary = await screen.findByRole('alert');
    expect(onSubmit).not.toHaveBeenCalled();
    const links = within(summary).getAllByRole('link');
    for (const pointer of example.fields ?? []) {
      const wanted = fieldIdOf(pointer);
      // the summary names the field and leads to it; a missing list of fixed places or a missing object is
      // refused at its parts, which the form (as stock rjsf does) has already laid out
      const exact = links.find((a) => a.getAttribute('href') === `#${wanted}`);
      const link = exact ?? links.find((a) => (a.getAttribute('href') ?? '').startsWith(`#${wanted}_`));
      expect(link, `summary line of ${pointer}`).toBeDefined();
      if (exact) expect(exact.textContent, `summary line of ${pointer}`).toContain(fieldLabel(pointer, pair.schema, pair.ui));
      const id = (link?.getAttribute('href') ?? '').slice(1);
      // the field's control says it is invalid and is described by its message, which is shown
      const control = controlOf(container, id);
      expect(control.getAttribute('aria-invalid') ?? control.closest('[aria-invalid]')?.getAttribute('aria-invalid'), `aria-invalid of ${pointer}`).toBe('true');
      const error = container.ownerDocument.getElementById(`${id}__error`);
      expect(control.getAttribute('aria-describedby')?.split(' '), `aria-describedby of ${pointer}`).toContain(`${id}__error`);
      expect(error?.textContent, `message at ${pointer}`).not.toBe('');
      expect(error?.closest('[hidden]')).toBeNull();
    }
    // a refused submit is told by the form, not logged
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
