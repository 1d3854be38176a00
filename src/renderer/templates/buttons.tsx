import { TranslatableString, type IconButtonProps } from '@rjsf/utils';

/** A button of the form's own, with an optional name of what it acts on for screen readers ("Remove" read "Remove Owner 2"). */
export type WordButtonProps = IconButtonProps & { itemName?: string };

/**
 * A button that says what it does in words from the copy (rjsf's icon buttons have only a picture and
 * a tooltip); `children` replaces the words (a list's addText, say), `itemName` follows them unseen.
 */
function wordButton(words: TranslatableString, kind: string) {
  function WordButton({ itemName, registry, className, children, icon: _icon, iconType: _iconType, uiSchema: _uiSchema, ...button }: WordButtonProps) {
    return (
      <button type="button" className={`button button--small ${kind} ${className ?? ''}`.trim()} {...button}>
        {children ?? registry.translateString(words)}
        {itemName ? <> <span className="visually-hidden">{itemName}</span></> : null}
      </button>
    );
  }
  return WordButton;
}

export const AddButton = wordButton(TranslatableString.AddButton, 'button--add');
export const CopyButton = wordButton(TranslatableString.CopyButton, 'button--copy');
export const MoveDownButton = wordButton(TranslatableString.MoveDownButton, 'button--move-down');
export const MoveUpButton = wordButton(TranslatableString.MoveUpButton, 'button--move-up');
export const RemoveButton = wordButton(TranslatableString.RemoveButton, 'button--remove');
export const ClearButton = wordButton(TranslatableString.ClearButton, 'button--clear');
