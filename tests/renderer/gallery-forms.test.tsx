// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildContent } from '../../src/engine/content';
import type { Json, JsonObject, ScreenPair } from '../../src/engine/types';
import { RendererContentContext, type RendererContent } from '../../src/renderer/content-context';
import { SchemaForm } from '../../src/renderer/schema-form';
import { readGalleryFiles } from '../../src/server/content/gallery';
import { readContentFiles } from '../../src/server/content/load';
import { fields, widgets } from '../../src/widgets';
import { precompiledFunctions } from '../helpers/precompiled';

/**
 * Every form of the feature gallery is drawn by the renderer with its precompiled validator: each valid
 * example is sent as it is, each invalid one is held back with the error summary linking to its fields.
 */

const content = buildContent(readContentFiles(process.cwd()).files).index;
const gallery = readGalleryFiles(process.cwd());
const index = { ...content, screens: { ...content.screens, ...Object.fromEntries(gallery.pairs.map((p) => [p.id, p])) } };
const byId = new Map(gallery.pairs.map((p) => [p.id, p]));

const value: RendererContent = {
  content: index,
  loadValidator: async (id: string) => {
    const pair = byId.get(id);
    return pair ? precompiledFunctions(pair.schema, id) : null;
  },
  widgets,
  fields,
};

function submit(pair: ScreenPair, data: Json) {
  const onSubmit = vi.fn();
  render(
    <RendererContentContext.Provider value={value}>
      <SchemaForm screen={pair.id} formData={data as JsonObject} onSubmit={onSubmit} />
    </RendererContentContext.Provider>,
  );
  return onSubmit;
}

afterEach(cleanup);

describe.each(gallery.pairs.map((pair) => ({ id: pair.id, pair })))('gallery form $id', ({ pair }) => {
  const examples = gallery.examples[pair.id] ?? { valid: [], invalid: [] };
  const button = (pair.ui['x-screen'] as { submitText?: string } | undefined)?.submitText ?? 'Continue';

  it.each(examples.valid)('sends "$name"', async ({ data }) => {
    const onSubmit = submit(pair, data);
    fireEvent.click(await screen.findByRole('button', { name: button }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  // The form fills in what it draws before it checks (an empty object for a missing one, the places of a
  // fixed list), so the fields it names can be other than the validators name for the raw document.
  it.each(examples.invalid)('holds back "$name", each error linked to a field on the page', async ({ data }) => {
    const onSubmit = submit(pair, data);
    fireEvent.click(await screen.findByRole('button', { name: button }));
    const summary = await screen.findByRole('alert');
    const targets = [...summary.querySelectorAll('a')].map((a) => (a.getAttribute('href') ?? '').slice(1));
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((id) => !document.getElementById(id))).toEqual([]);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
