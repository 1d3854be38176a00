import { TranslatableString } from '@rjsf/utils';
import { interpolate } from '../engine/org';
import type { CopyKey } from '../generated/copy-keys';

/**
 * rjsf's own words (button titles, Yes and No, option names, file details) as copy keys, with the names
 * of their {placeholders} in rjsf's order (%1, %2, ...). A Record over the whole enumeration, so a word a
 * new rjsf version adds stops the build until the copy has it. A key of null is no words at all: rjsf
 * fills a new entry of an open object with it, and an entry starts empty.
 */
const WORDS: Record<TranslatableString, { key: CopyKey; params?: string[] } | null> = {
  [TranslatableString.ArrayItemTitle]: { key: 'form.list.item' },
  [TranslatableString.MissingItems]: { key: 'form.unsupported' },
  [TranslatableString.EmptyArray]: { key: 'form.list.empty' },
  [TranslatableString.YesLabel]: { key: 'form.yes' },
  [TranslatableString.NoLabel]: { key: 'form.no' },
  [TranslatableString.CloseLabel]: { key: 'form.close' },
  [TranslatableString.ErrorsLabel]: { key: 'form.errorSummary' },
  [TranslatableString.NewStringDefault]: null,
  [TranslatableString.AddButton]: { key: 'form.add' },
  [TranslatableString.AddItemButton]: { key: 'form.add' },
  [TranslatableString.CopyButton]: { key: 'form.copy' },
  [TranslatableString.ExpandButton]: { key: 'form.cycle.expand' },
  [TranslatableString.MoveDownButton]: { key: 'form.moveDown' },
  [TranslatableString.MoveUpButton]: { key: 'form.moveUp' },
  [TranslatableString.RemoveButton]: { key: 'form.remove' },
  [TranslatableString.NowLabel]: { key: 'form.date.now' },
  [TranslatableString.ClearLabel]: { key: 'form.date.clear' },
  [TranslatableString.AriaDateLabel]: { key: 'form.date.choose' },
  [TranslatableString.PreviewLabel]: { key: 'form.file.preview' },
  [TranslatableString.DecrementAriaLabel]: { key: 'form.number.decrease' },
  [TranslatableString.IncrementAriaLabel]: { key: 'form.number.increase' },
  [TranslatableString.OptionalObjectAdd]: { key: 'form.add' },
  [TranslatableString.OptionalObjectRemove]: { key: 'form.remove' },
  [TranslatableString.OptionalObjectEmptyMsg]: { key: 'form.optional.none' },
  [TranslatableString.Type]: { key: 'form.fallback.type' },
  [TranslatableString.Value]: { key: 'form.fallback.value' },
  [TranslatableString.ClearButton]: { key: 'form.clear' },
  [TranslatableString.UnknownFieldType]: { key: 'form.unsupported' },
  [TranslatableString.OptionPrefix]: { key: 'form.option', params: ['number'] },
  [TranslatableString.TitleOptionPrefix]: { key: 'form.titleOption', params: ['title', 'number'] },
  [TranslatableString.KeyLabel]: { key: 'form.open.key', params: ['label'] },
  [TranslatableString.DeprecatedLabel]: { key: 'form.deprecated', params: ['label'] },
  [TranslatableString.CycleDetected]: { key: 'form.cycle', params: ['field'] },
  [TranslatableString.InvalidObjectField]: { key: 'form.unsupported' },
  [TranslatableString.UnsupportedField]: { key: 'form.unsupported' },
  [TranslatableString.UnsupportedFieldWithId]: { key: 'form.unsupported' },
  [TranslatableString.UnsupportedFieldWithReason]: { key: 'form.unsupported' },
  [TranslatableString.UnsupportedFieldWithIdAndReason]: { key: 'form.unsupported' },
  [TranslatableString.FilesInfo]: { key: 'form.file.info', params: ['name', 'type', 'size'] },
};

/** rjsf's translateString reading the form's copy, so every word rjsf itself shows is content. */
export function copyTranslator(strings: Record<string, string>): (key: TranslatableString, params?: string[]) => string {
  return (key, params = []) => {
    const words = WORDS[key];
    if (!words) return '';
    const values = Object.fromEntries((words.params ?? []).map((name, i) => [name, params[i] ?? '']));
    return interpolate(strings[words.key] ?? '', values);
  };
}
