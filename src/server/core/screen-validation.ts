import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { ContentIndex, JsonObject } from '../../engine/types';
import { badRequest, type FieldError } from './errors';
import { screenPair } from '../../engine/content';

/**
 * Validates writes with the very schema file the screen was rendered from. Messages come from the
 * UI schema's x-errors when it names one, so the server and the form say the same thing.
 */
export class ScreenValidator {
  private readonly ajv = new Ajv({ allErrors: true, strict: false, useDefaults: false, removeAdditional: false, $data: true });
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(private readonly content: () => ContentIndex) {
    addFormats.default(this.ajv);
  }

  /** Throws a 400 with each field's path and message; returns the data typed as the caller expects. */
  validate<T = JsonObject>(screenId: string, data: unknown): T {
    const screen = screenPair(this.content(), screenId);
    if (!screen) throw new Error(`no screen schema "${screenId}"`);
    let fn = this.cache.get(screenId);
    if (!fn || fn.schema !== screen.schema) {
      const { $schema: _ignored, ...schema } = screen.schema;
      fn = this.ajv.compile(schema);
      (fn as { schema: unknown }).schema = screen.schema;
      this.cache.set(screenId, fn);
    }
    if (fn(data)) return data as T;
    const errors = (fn.errors ?? []).map((e) => toFieldError(e, screen.ui));
    throw badRequest(errors.map((e) => `${e.path || 'request'}: ${e.message}`).join(', '), dedupe(errors));
  }
}

function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => (seen.has(e.path + e.message) ? false : (seen.add(e.path + e.message), true)));
}

function toFieldError(e: ErrorObject, ui: JsonObject): FieldError {
  const path = e.keyword === 'required'
    ? `${e.instancePath}/${(e.params as { missingProperty: string }).missingProperty}`
    : e.instancePath;
  let node: unknown = ui;
  for (const token of path.split('/').filter(Boolean)) {
    node = node && typeof node === 'object' ? ((node as Record<string, unknown>)[token] ?? (node as Record<string, unknown>).items) : undefined;
  }
  const custom = node && typeof node === 'object' ? (node as { 'x-errors'?: Record<string, string> })['x-errors']?.[e.keyword] : undefined;
  return { path, message: custom ?? e.message ?? e.keyword };
}
