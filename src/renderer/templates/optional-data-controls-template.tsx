import { getUiOptions, TranslatableString, type OptionalDataControlsTemplateProps } from '@rjsf/utils';
import { AddButton } from './buttons';

/**
 * The control of an optional part of the form (enableOptionalDataFieldForType): a button that adds it,
 * or removes it with what it holds, naming it for screen readers; in a form that cannot be changed, a
 * note that it was not given. Adding and removing use the very same button, so it keeps the focus.
 */
export function OptionalDataControlsTemplate({ id, label, onAddClick, onRemoveClick, schema, uiSchema, registry }: OptionalDataControlsTemplateProps) {
  const title = getUiOptions(uiSchema).title ?? schema.title;
  const name = typeof title === 'string' && title ? title : undefined;
  const onClick = onAddClick ?? onRemoveClick;
  if (!onClick) return <p id={id} className="field__description">{label}</p>;
  return (
    <AddButton id={id} className={onAddClick ? 'field-optional__add' : 'field-optional__remove'} onClick={onClick} registry={registry} itemName={name}>
      {label || registry.translateString(onAddClick ? TranslatableString.OptionalObjectAdd : TranslatableString.OptionalObjectRemove)}
    </AddButton>
  );
}
