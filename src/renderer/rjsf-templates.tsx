import BaseInputTemplate from '@rjsf/core/lib/components/templates/BaseInputTemplate.js';
import FieldErrorTemplate from '@rjsf/core/lib/components/templates/FieldErrorTemplate.js';
import FieldHelpTemplate from '@rjsf/core/lib/components/templates/FieldHelpTemplate.js';
import TitleFieldTemplate from '@rjsf/core/lib/components/templates/TitleField.js';
import type { TemplatesType } from '@rjsf/utils';
import { laterPart as later } from './rjsf-parts';

/**
 * rjsf's default templates (@rjsf/core/lib/components/templates/index.js, which this module stands in for in
 * the build: scripts/browser-aliases.ts). The base input (the project's input draws through it), the field's
 * errors, help and title are here; the templates of arrays, oneOf/anyOf, the grid, the fallback and cyclic
 * schemas, and the ones the project's theme replaces (src/renderer/templates) are loaded apart
 * (src/renderer/rjsf-parts.tsx).
 */
export default function templates(): TemplatesType {
  return {
    ArrayFieldDescriptionTemplate: later('ArrayFieldDescriptionTemplate'),
    ArrayFieldItemTemplate: later('ArrayFieldItemTemplate'),
    ArrayFieldItemButtonsTemplate: later('ArrayFieldItemButtonsTemplate'),
    ArrayFieldTemplate: later('ArrayFieldTemplate'),
    ArrayFieldTitleTemplate: later('ArrayFieldTitleTemplate'),
    ButtonTemplates: {
      SubmitButton: later('SubmitButton'),
      AddButton: later('AddButton'),
      CopyButton: later('CopyButton'),
      MoveDownButton: later('MoveDownButton'),
      MoveUpButton: later('MoveUpButton'),
      RemoveButton: later('RemoveButton'),
      ClearButton: later('ClearButton'),
    },
    BaseInputTemplate,
    CyclicSchemaExpandTemplate: later('CyclicSchemaExpandTemplate'),
    DescriptionFieldTemplate: later('DescriptionFieldTemplate'),
    ErrorListTemplate: later('ErrorListTemplate'),
    FallbackFieldTemplate: later('FallbackFieldTemplate'),
    FieldTemplate: later('FieldTemplate'),
    FieldErrorTemplate,
    FieldHelpTemplate,
    GridTemplate: later('GridTemplate'),
    MultiSchemaFieldTemplate: later('MultiSchemaFieldTemplate'),
    ObjectFieldTemplate: later('ObjectFieldTemplate'),
    OptionalDataControlsTemplate: later('OptionalDataControlsTemplate'),
    TitleFieldTemplate,
    UnsupportedFieldTemplate: later('UnsupportedFieldTemplate'),
    WrapIfAdditionalTemplate: later('WrapIfAdditionalTemplate'),
  };
}
