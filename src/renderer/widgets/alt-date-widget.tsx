import { ariaDescribedByIds, dateRangeOptions, TranslatableString, useAltDateWidgetProps, type DateObject, type WidgetProps } from '@rjsf/utils';
import type { CopyKey } from '../../generated/copy-keys';
import { useFormCopy } from '../content-context';
import { SelectWidget } from './select-widget';

/** The words of each part of a date and time, as rjsf names the parts. */
const PARTS: Record<keyof DateObject, CopyKey> = {
  year: 'form.date.year', month: 'form.date.month', day: 'form.date.day', hour: 'form.date.hour', minute: 'form.date.minute', second: 'form.date.second',
};
const isPart = (type: string): type is keyof DateObject => Object.hasOwn(PARTS, type);

/**
 * A date (and time, for alt-datetime) as a list for each part, each labelled with the part's name and
 * described by the field's errors, with Now and Clear buttons (ui:options hideNowButton,
 * hideClearButton). The field's template names the whole as a group.
 */
export function AltDateWidget(props: WidgetProps) {
  const { disabled = false, readonly = false, autofocus = false, options, id, name, registry, onBlur, onFocus, rawErrors } = props;
  const copy = useFormCopy();
  const { elements, handleChange, handleClear, handleSetNow } = useAltDateWidgetProps(props);
  return (
    <div className="field-date-parts">
      {elements.filter((part) => isPart(part.type)).map(({ type, range, value }, i) => {
        const part = type as keyof DateObject;
        const partId = `${id}_${type}`;
        const words = copy(PARTS[part]);
        return (
          <div className="field-date-parts__part" key={type}>
            <label htmlFor={partId} className="field-date-parts__label">{words}</label>
            <SelectWidget
              schema={{ type: 'integer' }}
              id={partId}
              name={name}
              options={{ enumOptions: dateRangeOptions(range[0], range[1]) }}
              placeholder=""
              value={value}
              disabled={disabled}
              readonly={readonly}
              autofocus={autofocus && i === 0}
              // rjsf's own date lists hand over the number chosen, typed as text
              onChange={(chosen: unknown) => handleChange(part, chosen as string | undefined)}
              onBlur={onBlur}
              onFocus={onFocus}
              registry={registry}
              label={words}
              rawErrors={rawErrors}
              aria-describedby={ariaDescribedByIds(id)}
            />
          </div>
        );
      })}
      {options.hideNowButton ? null : (
        <button type="button" className="button button--small" onClick={handleSetNow} disabled={disabled || readonly}>
          {registry.translateString(TranslatableString.NowLabel)}
        </button>
      )}
      {options.hideClearButton ? null : (
        <button type="button" className="button button--small" onClick={handleClear} disabled={disabled || readonly}>
          {registry.translateString(TranslatableString.ClearLabel)}
        </button>
      )}
    </div>
  );
}
