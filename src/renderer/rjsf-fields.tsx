import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import CyclicSchemaField from '@rjsf/core/lib/components/fields/CyclicSchemaField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import OptionalDataControlsField from '@rjsf/core/lib/components/fields/OptionalDataControlsField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import type { FieldProps, RegistryFieldsType } from '@rjsf/utils';
import { createElement, lazy, Suspense, type ComponentType } from 'react';

type LaterFields = typeof import('./rjsf-later-fields');

let later: LaterFields | undefined;
let loading: Promise<LaterFields> | undefined;

/**
 * Loads rjsf's fields no opening screen uses (idempotent). Every page but the opening ones loads them before
 * it renders (src/portal/shell/lazy-page.tsx), so its forms draw them at once.
 */
export function loadLaterFields(): Promise<LaterFields> {
  return (loading ??= import('./rjsf-later-fields').then(
    (mod) => (later = mod),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

/**
 * One of those fields: drawn at once when loaded; otherwise (a form on an opening page that has one, the chat's
 * feedback) it loads and shows in place, nothing drawn meanwhile.
 */
function laterField(name: keyof LaterFields): ComponentType<FieldProps> {
  const Lazy = lazy(async () => ({ default: (await loadLaterFields())[name] as ComponentType<FieldProps> }));
  const Field = (props: FieldProps) =>
    later ? createElement(later[name] as ComponentType<FieldProps>, props) : <Suspense fallback={null}><Lazy {...props} /></Suspense>;
  Field.displayName = name;
  return Field;
}

// made once: rjsf asks for its default fields on each render, and a new component each time would draw the field anew
const laterFields = {
  ArrayField: laterField('ArrayField'),
  FallbackField: laterField('FallbackField'),
  LayoutGridField: laterField('LayoutGridField'),
  LayoutHeaderField: laterField('LayoutHeaderField'),
  LayoutMultiSchemaField: laterField('LayoutMultiSchemaField'),
  MultiSchemaField: laterField('MultiSchemaField'),
};

/**
 * rjsf's default fields (@rjsf/core/lib/components/fields/index.js, which this module stands in for in the
 * build: scripts/browser-aliases.ts), with the ones no opening screen uses loaded apart, so the first screen's
 * script does without them.
 */
export default function fields(): RegistryFieldsType {
  return {
    AnyOfField: laterFields.MultiSchemaField,
    ArrayField: laterFields.ArrayField,
    BooleanField,
    CyclicSchemaField,
    FallbackField: laterFields.FallbackField,
    LayoutGridField: laterFields.LayoutGridField,
    LayoutHeaderField: laterFields.LayoutHeaderField,
    LayoutMultiSchemaField: laterFields.LayoutMultiSchemaField,
    NumberField,
    ObjectField,
    OneOfField: laterFields.MultiSchemaField,
    OptionalDataControlsField,
    SchemaField,
    StringField,
    NullField,
  };
}
