import type { TemplatesType } from '@rjsf/utils';
import { DeferredBaseInput } from '../deferred-input';
import { ArrayFieldItemButtonsTemplate } from './array-field-item-buttons-template';
import { ArrayFieldItemTemplate } from './array-field-item-template';
import { ArrayFieldTemplate } from './array-field-template';
import { AddButton, ClearButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton } from './buttons';
import { DescriptionFieldTemplate } from './description-field-template';
import { ErrorListTemplate } from './error-list-template';
import { FieldTemplate } from './field-template';
import { MultiSchemaFieldTemplate } from './multi-schema-field-template';
import { ObjectFieldTemplate } from './object-field-template';
import { OptionalDataControlsTemplate } from './optional-data-controls-template';
import { SubmitButton } from './submit-button';
import { UnsupportedFieldTemplate } from './unsupported-field-template';
import { WrapIfAdditionalTemplate } from './wrap-if-additional-template';

export { FieldControl } from './field-control';

/** The project's theme over rjsf's own templates. */
export const templates: Partial<TemplatesType> = {
  BaseInputTemplate: DeferredBaseInput,
  FieldTemplate,
  DescriptionFieldTemplate,
  ObjectFieldTemplate,
  WrapIfAdditionalTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ArrayFieldItemButtonsTemplate,
  MultiSchemaFieldTemplate,
  OptionalDataControlsTemplate,
  ErrorListTemplate,
  UnsupportedFieldTemplate,
  ButtonTemplates: { SubmitButton, AddButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton, ClearButton },
};
