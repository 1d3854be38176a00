import type { TemplatesType } from '@rjsf/utils';
import { DeferredBaseInput } from '../deferred-input';
import { ArrayFieldItemTemplate } from './array-field-item-template';
import { ArrayFieldTemplate } from './array-field-template';
import { ErrorListTemplate } from './error-list-template';
import { FieldTemplate } from './field-template';
import { ObjectFieldTemplate } from './object-field-template';
import { SubmitButton } from './submit-button';

export { FieldControl } from './field-control';

/** The project's theme over rjsf's own templates. */
export const templates: Partial<TemplatesType> = {
  BaseInputTemplate: DeferredBaseInput,
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  ErrorListTemplate,
  ButtonTemplates: { SubmitButton } as TemplatesType['ButtonTemplates'],
};
