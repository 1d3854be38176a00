import { buttonId, getUiOptions, TranslatableString, type ArrayFieldItemButtonsTemplateProps } from '@rjsf/utils';
import { useFormCopy } from '../content-context';
import { CopyButton, MoveDownButton, MoveUpButton, RemoveButton } from './buttons';
import { itemTitle } from './item-title';

/** After a move, the same button of the moved item (at its new place) has the focus, or its other move button once it cannot go further. */
function keepFocus(wanted: string, otherwise: string) {
  requestAnimationFrame(() => {
    const button = [wanted, otherwise].map((id) => document.getElementById(id)).find((b) => b && !(b as HTMLButtonElement).disabled);
    button?.focus();
  });
}

/**
 * An item's buttons, in words, each naming the item for screen readers ("Move up" read "Move up
 * Borrower 2"): move up and down (ui:options orderable), copy (copyable), remove (removable, words from
 * removeText on the items).
 */
export function ArrayFieldItemButtonsTemplate(props: ArrayFieldItemButtonsTemplateProps) {
  const { disabled, readonly, hasCopy, hasMoveUp, hasMoveDown, hasRemove, fieldPathId, index, schema, uiSchema, registry, onCopyItem, onRemoveItem, onMoveUpItem, onMoveDownItem } = props;
  const copy = useFormCopy();
  if (readonly) return null;
  const name = itemTitle(uiSchema, index) ?? copy('form.list.itemName', { title: schema.title || registry.translateString(TranslatableString.ArrayItemTitle), number: index + 1 });
  const removeText = getUiOptions(uiSchema).removeText;
  // an item's id ends with its place in the list
  const sibling = (at: number, button: 'moveUp' | 'moveDown') => buttonId(fieldPathId.$id.replace(/\d+$/, String(at)), button);
  const moved = (by: number, event: unknown) => {
    (by < 0 ? onMoveUpItem : onMoveDownItem)(event);
    const [same, other] = by < 0 ? (['moveUp', 'moveDown'] as const) : (['moveDown', 'moveUp'] as const);
    keepFocus(sibling(index + by, same), sibling(index + by, other));
  };
  const orderable = hasMoveUp || hasMoveDown;
  return (
    <>
      {orderable ? <MoveUpButton id={buttonId(fieldPathId, 'moveUp')} disabled={disabled || !hasMoveUp} onClick={(event) => moved(-1, event)} registry={registry} itemName={name} /> : null}
      {orderable ? <MoveDownButton id={buttonId(fieldPathId, 'moveDown')} disabled={disabled || !hasMoveDown} onClick={(event) => moved(1, event)} registry={registry} itemName={name} /> : null}
      {hasCopy ? <CopyButton id={buttonId(fieldPathId, 'copy')} disabled={disabled} onClick={onCopyItem} registry={registry} itemName={name} /> : null}
      {hasRemove ? (
        <RemoveButton id={buttonId(fieldPathId, 'remove')} disabled={disabled} onClick={onRemoveItem} registry={registry} itemName={name}>
          {typeof removeText === 'string' ? removeText : undefined}
        </RemoveButton>
      ) : null}
    </>
  );
}
