import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { render, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import copy from '../../schemas/copy/en.json';
import { buildContent } from '../../src/engine/content';
import type { JsonObject, OrgFile } from '../../src/engine/types';
import { RendererContentContext, type RendererContent } from '../../src/renderer/content-context';
import { SchemaForm } from '../../src/renderer/schema-form';
import { precompiledFunctions } from '../helpers/precompiled';

/** The feature gallery (docs/gallery): a schema, a UI schema and examples per JSON Schema feature family. */
export const GALLERY = join(process.cwd(), 'docs', 'gallery');

export interface Example {
  name: string;
  data: JsonObject;
  /** Of an invalid example: the JSON pointers of the fields whose errors a person must see. */
  fields?: string[];
}

export interface GalleryPair {
  family: string;
  schema: JsonObject;
  ui: JsonObject;
  examples: { valid: Example[]; invalid: Example[] };
}

const read = (file: string) => JSON.parse(readFileSync(join(GALLERY, file), 'utf8')) as JsonObject;

export const galleryFamilies = (): string[] =>
  readdirSync(GALLERY).filter((f) => f.endsWith('.schema.json')).map((f) => f.replace(/\.schema\.json$/, '')).sort();

export function galleryPair(family: string): GalleryPair {
  const examplesFile = `${family}.examples.json`;
  return {
    family,
    schema: read(`${family}.schema.json`),
    ui: read(`${family}.ui.json`),
    examples: existsSync(join(GALLERY, examplesFile)) ? (read(examplesFile) as unknown as GalleryPair['examples']) : { valid: [], invalid: [] },
  };
}

/** The same precompiled module content:gen writes, loaded the way the browser loads it; once per family. */
const validators = new Map<string, Promise<Record<string, unknown>>>();
function loadValidator(pair: GalleryPair): Promise<Record<string, unknown>> {
  let loading = validators.get(pair.family);
  if (!loading) {
    loading = precompiledFunctions(pair.schema, pair.family);
    validators.set(pair.family, loading);
  }
  return loading;
}

/** A gallery pair through SchemaForm, as the screen gallery/<family>, with the copy of the content and an org's rewording. */
export function renderGallery(pair: GalleryPair, data?: JsonObject, org?: Pick<OrgFile, 'copy'>) {
  const { index } = buildContent({ 'schemas/copy/en.json': copy });
  const id = `gallery/${pair.family}`;
  index.screens[id] = { id, file: `docs/gallery/${pair.family}.schema.json`, schema: pair.schema, ui: pair.ui };
  const value: RendererContent = { content: index, loadValidator: () => loadValidator(pair), org };
  const onSubmit = vi.fn();
  const view = render(
    <RendererContentContext.Provider value={value}>
      <SchemaForm screen={id} formData={data} onSubmit={onSubmit} />
    </RendererContentContext.Provider>,
  );
  return { ...view, onSubmit };
}

/** The same pair through stock rjsf 6 (@rjsf/core with its own templates and ajv8 validator). */
export function renderStock(pair: GalleryPair, data?: JsonObject) {
  const { $schema: _s, ...schema } = pair.schema;
  const { $schema: _u, 'x-screen': _x, ...ui } = pair.ui;
  const onSubmit = vi.fn();
  const view = render(
    <Form schema={schema as RJSFSchema} uiSchema={ui as UiSchema} formData={data} validator={validator} onSubmit={(e) => onSubmit(e.formData)} />,
  );
  return { ...view, onSubmit };
}

/** Waits for a form's validator to load and the form to show (the page heading shows before it). */
export async function formShown(container: HTMLElement): Promise<HTMLFormElement> {
  await waitFor(() => {
    if (!container.querySelector('form')) throw new Error('the form is still loading');
  }, { timeout: 10_000 });
  return container.querySelector('form') as HTMLFormElement;
}
