import type { TemplatesType } from '@rjsf/utils';
import { DeferredBaseInput } from '../deferred-input';
import { AddButton, ClearButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton } from './buttons';
import { DescriptionFieldTemplate } from './description-field-template';
import { ErrorListTemplate } from './error-list-template';
import { FieldTemplate } from './field-template';
import { ObjectFieldTemplate } from './object-field-template';
import { laterPart } from '../rjsf-parts';
import { SubmitButton } from './submit-button';
import { WrapIfAdditionalTemplate } from './wrap-if-additional-template';

export { FieldControl } from './field-control';

/**
 * The project's theme over rjsf's own templates; those of arrays, oneOf/anyOf, optional parts and unsupported
 * schemas, which no opening screen draws, load apart with rjsf's other later parts (src/renderer/rjsf-parts.tsx).
 */
export const templates: Partial<TemplatesType> = {
  BaseInputTemplate: DeferredBaseInput,
  FieldTemplate,
  DescriptionFieldTemplate,
  ObjectFieldTemplate,
  WrapIfAdditionalTemplate,
  ArrayFieldTemplate: laterPart('ThemeArrayFieldTemplate'),
  ArrayFieldItemTemplate: laterPart('ThemeArrayFieldItemTemplate'),
  ArrayFieldItemButtonsTemplate: laterPart('ThemeArrayFieldItemButtonsTemplate'),
  MultiSchemaFieldTemplate: laterPart('ThemeMultiSchemaFieldTemplate'),
  OptionalDataControlsTemplate: laterPart('ThemeOptionalDataControlsTemplate'),
  ErrorListTemplate,
  UnsupportedFieldTemplate: laterPart('ThemeUnsupportedFieldTemplate'),
  ButtonTemplates: { SubmitButton, AddButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton, ClearButton },
};
