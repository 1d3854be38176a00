import type { FieldPathId } from '@rjsf/utils';
import { useFormCopy } from '../content-context';
import type { CopyKey } from '../../generated/copy-keys';

/** JSON Schema types a form can show. */
const KNOWN_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];

/** Why a field's schema cannot be drawn, as a copy key and its values: a plain sentence, not the schema itself. */
export function unsupportedProblem(schema: unknown): { key: CopyKey; values: Record<string, string> } {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema) || !Object.keys(schema).length) {
    return { key: 'form.unsupported.empty', values: {} };
  }
  const type = (schema as { type?: unknown }).type;
  if (type === undefined) return { key: 'form.unsupported.noType', values: {} };
  if (Array.isArray(type)) return { key: 'form.unsupported.manyTypes', values: { types: type.map(String).join(', ') } };
  if (typeof type !== 'string' || !KNOWN_TYPES.includes(type)) return { key: 'form.unsupported.unknownType', values: { type: String(type) } };
  return { key: 'form.unsupported.other', values: {} };
}

/** The name a staff member knows the field by: its title, else the last part of its id. */
export function unsupportedFieldName(schema: unknown, id: string | undefined): string {
  const title = typeof schema === 'object' && schema !== null ? (schema as { title?: unknown }).title : undefined;
  if (typeof title === 'string' && title.trim()) return title;
  const last = id?.split(/[_.]/).filter(Boolean).pop();
  return last && last !== 'root' ? last : '';
}

/** A field whose schema no widget can draw: which field, and what is wrong with it, in words (rjsf's own shows its JSON). */
export function UnsupportedFieldTemplate({ schema, fieldPathId }: { schema: unknown; fieldPathId?: FieldPathId }) {
  const copy = useFormCopy();
  const problem = unsupportedProblem(schema);
  const field = unsupportedFieldName(schema, fieldPathId?.$id);
  return (
    <p className="unsupported-field" role="alert">
      {copy(field ? 'form.unsupported.named' : 'form.unsupported.unnamed', { field, problem: copy(problem.key, problem.values) })}
    </p>
  );
}
