import { ariaDescribedByIds, buttonId, canExpand, descriptionId, getTemplate, getUiOptions, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { useContext } from 'react';
import { AddButton } from './buttons';
import { dataPath } from './data-path';
import { FieldInvalidContext } from './field-invalid';
import { itemTitle } from './item-title';

/**
 * An object's fields. The form's own object carries no heading (the page's heading names the form) but
 * shows its description; a nested object is a fieldset named by its title, so related fields are
 * announced together. An object that takes named entries (additionalProperties, patternProperties)
 * ends with a button adding one; an optional one (enableOptionalDataFieldForType) with its Add or
 * Remove button.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, fieldPathId, uiSchema, schema, formData, disabled, readonly, registry, optionalDataControl, onAddProperty } = props;
  const invalid = useContext(FieldInvalidContext);
  // a oneOf/anyOf without fields of its own: its choice and the chosen alternative are drawn beside it
  if ((schema.oneOf || schema.anyOf) && !schema.properties && properties.length === 0 && !optionalDataControl) return null;
  const options = getUiOptions(uiSchema, registry.globalUiOptions);
  const Description = getTemplate('DescriptionFieldTemplate', registry, options);
  const described = description ? <Description id={descriptionId(fieldPathId)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} /> : null;
  const content = properties.map((p) => p.content);
  const add = canExpand(schema, uiSchema, formData) && !readonly ? (
    <AddButton id={buttonId(fieldPathId, 'add')} className="field-group__add" onClick={onAddProperty} disabled={disabled} registry={registry} itemName={title || undefined} />
  ) : null;
  const path = dataPath(fieldPathId);
  if (path.length === 0) {
    return (
      <div className="form-fields">
        {described}
        {optionalDataControl}
        {content}
        {add}
      </div>
    );
  }
  const shown = itemTitle(uiSchema, path.at(-1)) ?? title;
  return (
    <fieldset className="field-group" id={fieldPathId.$id} aria-describedby={ariaDescribedByIds(fieldPathId)} aria-invalid={invalid || undefined}>
      {shown ? <legend className="field-group__title">{shown}</legend> : null}
      {described}
      {optionalDataControl}
      {content}
      {add}
    </fieldset>
  );
}
