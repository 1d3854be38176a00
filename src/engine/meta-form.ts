import { encodePointerToken, getAtPointer } from './json-pointer';
import { isObject, type Json, type JsonObject, type ScreenPair } from './types';

/**
 * Editor forms derived from the meta-schemas: the texts of a screen (the meta-schema marks which
 * keys are copy with "x-copy") and a sub-schema of a meta-schema (a flow state, an org) made into
 * a form schema with its definitions.
 */

/** One editable text of a screen: where it lives in {schema, ui}, its current value and how to label it. */
export interface TextSlot {
  /** JSON pointer into the pair as {"schema": ..., "ui": ...} (the form org overrides use). */
  pointer: string;
  /** The field the text belongs to (its schema title or key), '' for the screen itself. */
  field: string;
  /** The meta-schema's title of the text's key (e.g. "Page title"). */
  kind: string;
  description?: string;
  multiline: boolean;
  value: string;
}

type MetaProps = Record<string, JsonObject>;

/** Keys of a meta-schema object marked "x-copy": true, with their annotations. */
function copyKeys(props: Json | undefined): MetaProps {
  if (!isObject(props)) return {};
  return Object.fromEntries(Object.entries(props).filter(([, p]) => isObject(p) && p['x-copy'] === true)) as MetaProps;
}

const label = (meta: JsonObject, key: string): string => (typeof meta.title === 'string' ? meta.title : key);

/**
 * The copy of a screen as slots: x-screen texts at the root of the UI file, then per field the
 * schema's title and description and the UI file's copy keys (ui:help, ui:placeholder...).
 */
export function screenTextSlots(pair: ScreenPair, uiMeta: JsonObject, screenMeta: JsonObject): TextSlot[] {
  const slots: TextSlot[] = [];
  const xScreenMeta = getAtPointer(uiMeta, '/properties/x-screen/properties');
  const nodeMeta = copyKeys(getAtPointer(uiMeta, '/definitions/node/properties'));
  const fieldMeta = copyKeys(getAtPointer(screenMeta, '/definitions/field/properties'));
  const xScreen = isObject(pair.ui['x-screen']) ? pair.ui['x-screen'] : {};
  for (const [key, meta] of Object.entries(copyKeys(xScreenMeta))) {
    const value = xScreen[key];
    const base = { field: '', kind: label(meta, key), multiline: meta['x-multiline'] === true, ...(typeof meta.description === 'string' ? { description: meta.description } : {}) };
    if (Array.isArray(value)) value.forEach((v, i) => slots.push({ ...base, pointer: `/ui/x-screen/${key}/${i}`, kind: `${base.kind} ${i + 1}`, value: String(v) }));
    else if (meta.type === 'string') slots.push({ ...base, pointer: `/ui/x-screen/${key}`, value: typeof value === 'string' ? value : '' });
  }
  const walk = (schema: Json | undefined, schemaPtr: string, uiPtr: string, path: string[]) => {
    if (!isObject(schema) || !isObject(schema.properties)) return;
    for (const [name, field] of Object.entries(schema.properties)) {
      if (!isObject(field)) continue;
      const sPtr = `${schemaPtr}/properties/${encodePointerToken(name)}`;
      const uPtr = `${uiPtr}/${encodePointerToken(name)}`;
      const title = typeof field.title === 'string' && field.title ? field.title : [...path, name].join('.');
      for (const [key, meta] of Object.entries(fieldMeta)) {
        if (typeof field[key] === 'string') slots.push({ pointer: `${sPtr}/${key}`, field: title, kind: label(meta, key), multiline: meta['x-multiline'] === true, value: field[key] as string });
      }
      const ui = getAtPointer(pair.ui, uPtr.slice('/ui'.length));
      for (const [key, meta] of Object.entries(nodeMeta)) {
        const value = isObject(ui) ? ui[key] : undefined;
        if (typeof value === 'string') slots.push({ pointer: `${uPtr}/${encodePointerToken(key)}`, field: title, kind: label(meta, key), multiline: meta['x-multiline'] === true, value });
      }
      walk(field, sPtr, uPtr, [...path, name]);
    }
  };
  walk(pair.schema, '/schema', '/ui', []);
  return slots;
}

/** The form key of the nth slot (rjsf ids are built from keys, so pointers are not used as keys). */
export const slotKey = (index: number): string => `text${index}`;

/** A form schema with one string field per slot, labelled by the meta-schema, and its UI schema. */
export function slotForm(slots: TextSlot[], texts: { title: string; submitText: string }): { schema: JsonObject; ui: JsonObject } {
  const properties: JsonObject = {};
  const ui: JsonObject = { 'x-screen': { title: texts.title, submitText: texts.submitText } };
  slots.forEach((slot, i) => {
    properties[slotKey(i)] = {
      type: 'string',
      title: slot.field ? `${slot.field}: ${slot.kind}` : slot.kind,
      ...(slot.description ? { description: slot.description } : {}),
    };
    if (slot.multiline) ui[slotKey(i)] = { 'ui:widget': 'textarea' };
  });
  return { schema: { type: 'object', title: texts.title, properties }, ui };
}

/**
 * A sub-schema of a meta-schema as a form schema of its own: the node at pointer, with the
 * meta-schema's definitions so its $refs still resolve.
 */
export function metaSubSchema(meta: JsonObject, pointer: string, title: string): JsonObject {
  const node = getAtPointer(meta, pointer);
  if (!isObject(node)) throw new Error(`No schema at ${pointer}`);
  const { $schema: _s, $id: _i, ...rest } = node;
  return { ...rest, title, ...(isObject(meta.definitions) ? { definitions: meta.definitions } : {}) };
}
