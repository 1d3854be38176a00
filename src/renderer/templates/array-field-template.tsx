import type { ArrayFieldTemplateProps } from '@rjsf/utils';
import { buttonId, getUiOptions } from '@rjsf/utils';

/** A list: its title as the legend, the items, and a button with words that adds one (ui:options addText). */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, items, onAddClick, required, schema, title, uiSchema } = props;
  const options = getUiOptions(uiSchema);
  const label = options.title ?? title ?? schema.title;
  return (
    <fieldset className="field-list" id={fieldPathId.$id}>
      {label ? <legend className="field-group__title">{label}{required ? <span aria-hidden="true" className="field__required"> *</span> : null}</legend> : null}
      <div className="field-list__items">{items}</div>
      {canAdd && !readonly ? (
        <button type="button" id={buttonId(fieldPathId, 'add')} className="button field-list__add" onClick={onAddClick} disabled={disabled}>
          {typeof options.addText === 'string' ? options.addText : '+'}
        </button>
      ) : null}
    </fieldset>
  );
}
