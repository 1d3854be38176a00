/**
 * Keeps only what a JSON Schema declares: the properties an object schema names (all of them when it
 * allows additional properties), array items through their item schema, anything at all where the
 * schema says nothing. The same rule a serialiser driven by the schema applies, as a plain function,
 * so a view can be nested in another answer or compared in a test.
 */
export function projectToSchema(schema: unknown, value: unknown): unknown {
  if (!schema || typeof schema !== 'object' || value === null || typeof value !== 'object') return value;
  const s = schema as { properties?: Record<string, unknown>; additionalProperties?: unknown; items?: unknown };
  if (Array.isArray(value)) return s.items === undefined ? value : value.map((v) => projectToSchema(s.items, v));
  if (!s.properties) return s.additionalProperties === false ? {} : value;
  const open = s.additionalProperties !== undefined && s.additionalProperties !== false;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    if (Object.hasOwn(s.properties, key)) out[key] = projectToSchema(s.properties[key], v);
    else if (open) out[key] = s.additionalProperties === true ? v : projectToSchema(s.additionalProperties, v);
  }
  return out;
}
