import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import CyclicSchemaField from '@rjsf/core/lib/components/fields/CyclicSchemaField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import OptionalDataControlsField from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import type { RegistryFieldsType } from '@rjsf/utils';
import { laterPart as later } from './rjsf-parts';

/**
 * rjsf's default fields (@rjsf/core/lib/components/fields/index.js, which this module stands in for in the
 * build: scripts/browser-aliases.ts), with the ones no opening screen uses (arrays, oneOf/anyOf, the layout
 * grid, the fallback) loaded apart (src/renderer/rjsf-parts.tsx), so the first screen's script does without them.
 */
export default function fields(): RegistryFieldsType {
  return {
    AnyOfField: later('MultiSchemaField'),
    ArrayField: later('ArrayField'),
    BooleanField,
    CyclicSchemaField,
    FallbackField: later('FallbackField'),
    LayoutGridField: later('LayoutGridField'),
    LayoutHeaderField: later('LayoutHeaderField'),
    LayoutMultiSchemaField: later('LayoutMultiSchemaField'),
    NumberField,
    ObjectField,
    OneOfField: later('MultiSchemaField'),
    OptionalDataControlsField,
    SchemaField,
    StringField,
    NullField,
  };
}
