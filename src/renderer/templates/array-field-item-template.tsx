import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { buttonId, getUiOptions } from '@rjsf/utils';
import { itemTitle } from './item-title';

/** One item of a list, with a Remove button in words naming the item (ui:options removeText on the items). */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, index, uiSchema } = props;
  const options = getUiOptions(uiSchema);
  const name = itemTitle(uiSchema, index);
  const { hasRemove, onRemoveItem, disabled, readonly, fieldPathId } = buttonsProps;
  return (
    <div className="field-list__item">
      {children}
      {hasToolbar && hasRemove && !readonly ? (
        <button type="button" id={buttonId(fieldPathId, 'remove')} className="button field-list__remove" onClick={onRemoveItem} disabled={disabled}>
          {typeof options.removeText === 'string' ? options.removeText : '×'}
          {name ? <span className="visually-hidden"> {name}</span> : null}
        </button>
      ) : null}
    </div>
  );
}
