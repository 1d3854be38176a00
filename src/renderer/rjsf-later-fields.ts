/**
 * rjsf's fields no opening screen uses (arrays, oneOf/anyOf, the layout grid and the fallback), loaded apart
 * from the first screen's script: see src/renderer/rjsf-fields.tsx.
 */
export { default as ArrayField } from '@rjsf/core/lib/components/fields/ArrayField.js';
export { default as FallbackField } from '@rjsf/core/lib/components/fields/FallbackField.js';
export { default as LayoutGridField } from '@rjsf/core/lib/components/fields/LayoutGridField.js';
export { default as LayoutHeaderField } from '@rjsf/core/lib/components/fields/LayoutHeaderField.js';
export { default as LayoutMultiSchemaField } from '@rjsf/core/lib/components/fields/LayoutMultiSchemaField.js';
export { default as MultiSchemaField } from '@rjsf/core/lib/components/fields/MultiSchemaField.js';
