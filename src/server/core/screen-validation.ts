import type { ErrorObject, ValidateFunction } from 'ajv';
import type { ContentIndex, JsonObject } from '../../engine/types';
import { errorSummary, plainFieldErrors, type FieldFailure } from '../../engine/plain-errors';
import { formAjv } from '../content/form-ajv';
import { badRequest } from './errors';
import { screenPair } from '../../engine/content';
import { inLanguage } from '../../engine/languages';

/** An ajv failure as the plain-words mapping reads it: a missing field (required, dependencies) is named itself, as rjsf names it. */
export const failureOf = (e: ErrorObject): FieldFailure => {
  const missing = (e.params as { missingProperty?: unknown }).missingProperty;
  return {
    keyword: e.keyword,
    params: e.params as Record<string, unknown>,
    schemaPath: e.schemaPath,
    path: typeof missing === 'string' ? `${e.instancePath}/${missing}` : e.instancePath,
  };
};

/**
 * Validates writes with the very schema file the screen was rendered from. Messages are the UI
 * schema's x-errors, else the copy's plain message for the rule, so the server and the form say the same thing.
 */
export class ScreenValidator {
  // the form validator the page's precompiled one is generated with, so both refuse the same answers
  private readonly ajv = formAjv();
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(private readonly content: () => ContentIndex) {}

  /** Throws a 400 naming each field and what to do (in lang, English by default); returns the data typed as the caller expects. */
  validate<T = JsonObject>(screenId: string, data: unknown, lang?: string): T {
    const index = this.content();
    const screen = screenPair(index, screenId);
    if (!screen) throw new Error(`no screen schema "${screenId}"`);
    let fn = this.cache.get(screenId);
    if (!fn || fn.schema !== screen.schema) {
      const { $schema: _ignored, ...schema } = screen.schema;
      fn = this.ajv.compile(schema);
      (fn as { schema: unknown }).schema = screen.schema;
      this.cache.set(screenId, fn);
    }
    if (fn(data)) return data as T;
    // the messages in the caller's language; the rules are the same in every language
    const words = lang ? inLanguage(index, lang) : index;
    const shown = screenPair(words, screenId) ?? screen;
    const errors = plainFieldErrors((fn.errors ?? []).map(failureOf), shown.ui, words.strings, { schema: shown.schema }).map(({ path, message }) => ({ path, message }));
    throw badRequest(errorSummary(errors, words.strings, shown.schema, shown.ui), errors);
  }
}
