/**
 * rjsf's parts no opening screen draws, loaded apart from the first screen's script (src/renderer/rjsf-parts.tsx):
 * the fields for arrays, oneOf/anyOf, the layout grid and the fallback; the widgets for files, ratings, ranges,
 * colours, times and the ones the project's theme draws its own way (src/renderer/widgets); the templates of
 * arrays, oneOf/anyOf, the grid, the fallback and cyclic schemas, and the ones the theme replaces
 * (src/renderer/templates); and the merge of a schema's `allOf` (src/renderer/all-of-merge.ts).
 */
export { default as ArrayField } from '@rjsf/core/lib/components/fields/ArrayField.js';
export { default as FallbackField } from '@rjsf/core/lib/components/fields/FallbackField.js';
export { default as LayoutGridField } from '@rjsf/core/lib/components/fields/LayoutGridField.js';
export { default as LayoutHeaderField } from '@rjsf/core/lib/components/fields/LayoutHeaderField.js';
export { default as LayoutMultiSchemaField } from '@rjsf/core/lib/components/fields/LayoutMultiSchemaField.js';
export { default as MultiSchemaField } from '@rjsf/core/lib/components/fields/MultiSchemaField.js';

export { default as AltDateTimeWidget } from '@rjsf/core/lib/components/widgets/AltDateTimeWidget.js';
export { default as AltDateWidget } from '@rjsf/core/lib/components/widgets/AltDateWidget.js';
export { default as CheckboxWidget } from '@rjsf/core/lib/components/widgets/CheckboxWidget.js';
export { default as ColorWidget } from '@rjsf/core/lib/components/widgets/ColorWidget.js';
export { default as DateTimeWidget } from '@rjsf/core/lib/components/widgets/DateTimeWidget.js';
export { default as FileWidget } from '@rjsf/core/lib/components/widgets/FileWidget.js';
export { default as PasswordWidget } from '@rjsf/core/lib/components/widgets/PasswordWidget.js';
export { default as RangeWidget } from '@rjsf/core/lib/components/widgets/RangeWidget.js';
export { default as RatingWidget } from '@rjsf/core/lib/components/widgets/RatingWidget.js';
export { default as SelectWidget } from '@rjsf/core/lib/components/widgets/SelectWidget.js';
export { default as TimeWidget } from '@rjsf/core/lib/components/widgets/TimeWidget.js';

export { default as ArrayFieldDescriptionTemplate } from '@rjsf/core/lib/components/templates/ArrayFieldDescriptionTemplate.js';
export { default as ArrayFieldItemButtonsTemplate } from '@rjsf/core/lib/components/templates/ArrayFieldItemButtonsTemplate.js';
export { default as ArrayFieldItemTemplate } from '@rjsf/core/lib/components/templates/ArrayFieldItemTemplate.js';
export { default as ArrayFieldTemplate } from '@rjsf/core/lib/components/templates/ArrayFieldTemplate.js';
export { default as ArrayFieldTitleTemplate } from '@rjsf/core/lib/components/templates/ArrayFieldTitleTemplate.js';
export { default as AddButton } from '@rjsf/core/lib/components/templates/ButtonTemplates/AddButton.js';
export { ClearButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton } from '@rjsf/core/lib/components/templates/ButtonTemplates/IconButton.js';
export { default as SubmitButton } from '@rjsf/core/lib/components/templates/ButtonTemplates/SubmitButton.js';
export { default as CyclicSchemaExpandTemplate } from '@rjsf/core/lib/components/templates/CyclicSchemaExpandTemplate.js';
export { default as DescriptionFieldTemplate } from '@rjsf/core/lib/components/templates/DescriptionField.js';
export { default as ErrorListTemplate } from '@rjsf/core/lib/components/templates/ErrorList.js';
export { default as FallbackFieldTemplate } from '@rjsf/core/lib/components/templates/FallbackFieldTemplate.js';
export { default as FieldTemplate } from '@rjsf/core/lib/components/templates/FieldTemplate/index.js';
export { default as GridTemplate } from '@rjsf/core/lib/components/templates/GridTemplate.js';
export { default as MultiSchemaFieldTemplate } from '@rjsf/core/lib/components/templates/MultiSchemaFieldTemplate.js';
export { default as ObjectFieldTemplate } from '@rjsf/core/lib/components/templates/ObjectFieldTemplate.js';
export { default as OptionalDataControlsTemplate } from '@rjsf/core/lib/components/templates/OptionalDataControlsTemplate.js';
export { default as UnsupportedFieldTemplate } from '@rjsf/core/lib/components/templates/UnsupportedField.js';
export { default as WrapIfAdditionalTemplate } from '@rjsf/core/lib/components/templates/WrapIfAdditionalTemplate.js';

export { default as shallowAllOfMerge } from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';

// the project's theme's own templates for arrays and oneOf/anyOf (src/renderer/templates)
export { ArrayFieldItemButtonsTemplate as ThemeArrayFieldItemButtonsTemplate } from './templates/array-field-item-buttons-template';
export { ArrayFieldItemTemplate as ThemeArrayFieldItemTemplate } from './templates/array-field-item-template';
export { ArrayFieldTemplate as ThemeArrayFieldTemplate } from './templates/array-field-template';
export { MultiSchemaFieldTemplate as ThemeMultiSchemaFieldTemplate } from './templates/multi-schema-field-template';
export { AltDateWidget as ThemeAltDateWidget } from './widgets/alt-date-widget';
export { OptionalDataControlsTemplate as ThemeOptionalDataControlsTemplate } from './templates/optional-data-controls-template';
export { UnsupportedFieldTemplate as ThemeUnsupportedFieldTemplate } from './templates/unsupported-field-template';
