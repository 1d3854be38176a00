import { ariaDescribedByIds, buttonId, descriptionId, getTemplate, getUiOptions, type ArrayFieldTemplateProps, type RJSFSchema } from '@rjsf/utils';
import { AddButton } from './buttons';
import { RequiredMark } from './required-mark';

/** The title of what a list adds: its items' title (a fixed list's further items'), else the list's own. */
function addedName(schema: RJSFSchema, listTitle: string | undefined): string | undefined {
  const added = Array.isArray(schema.items) ? schema.additionalItems : schema.items;
  const title = typeof added === 'object' && added !== null ? (added as RJSFSchema).title : undefined;
  return title || listTitle || undefined;
}

/**
 * A list: its title as the legend, its description, the items, and a button that adds one, in the
 * words of the ui file (addText) or the copy's, naming the item for screen readers.
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, items, onAddClick, required, schema, title, uiSchema, registry, optionalDataControl, rawErrors } = props;
  const options = getUiOptions(uiSchema, registry.globalUiOptions);
  const shown = options.label !== false;
  const label = shown ? (options.title ?? title) : undefined;
  const description = shown ? (options.description ?? schema.description) : undefined;
  const Description = getTemplate('DescriptionFieldTemplate', registry, options);
  const addText = typeof options.addText === 'string' ? options.addText : undefined;
  return (
    <fieldset className="field-list" id={fieldPathId.$id} aria-describedby={ariaDescribedByIds(fieldPathId)} aria-invalid={rawErrors?.length ? true : undefined}>
      {label ? (
        <legend className="field-group__title">
          {label}
          <RequiredMark required={required} />
        </legend>
      ) : null}
      {description ? <Description id={descriptionId(fieldPathId)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} /> : null}
      {optionalDataControl}
      <div className="field-list__items">{items}</div>
      {canAdd && !readonly ? (
        <AddButton id={buttonId(fieldPathId, 'add')} className="field-list__add" onClick={onAddClick} disabled={disabled} registry={registry} itemName={addText ? undefined : addedName(schema, label)}>
          {addText}
        </AddButton>
      ) : null}
    </fieldset>
  );
}
