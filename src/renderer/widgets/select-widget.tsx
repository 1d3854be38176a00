import {
  ariaDescribedByIds, enumOptionSelectedValue, enumOptionValueDecoder, enumOptionValueEncoder, getOptionValueFormat, SelectedOptionDescription,
  type WidgetProps,
} from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';

const valueOf = (event: ChangeEvent<HTMLSelectElement> | FocusEvent<HTMLSelectElement>, multiple: boolean) =>
  multiple ? Array.from(event.target.options).filter((o) => o.selected).map((o) => o.value) : event.target.value;

/**
 * rjsf's select, described by what the one who draws it names (the field whose errors it answers to:
 * a oneOf's choice, a date's parts), else by its own field, and invalid while that field is.
 */
export function SelectWidget(props: WidgetProps) {
  const { schema, id, options, value, required, disabled, readonly, multiple = false, autofocus = false, onChange, onBlur, onFocus, placeholder, htmlName, registry, uiSchema, rawErrors } = props;
  const { enumOptions, enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const decode = (event: ChangeEvent<HTMLSelectElement> | FocusEvent<HTMLSelectElement>) => enumOptionValueDecoder(valueOf(event, multiple), enumOptions, format, emptyValue);
  const describedBy = typeof props['aria-describedby'] === 'string' ? props['aria-describedby'] : ariaDescribedByIds(id);
  return (
    <>
      <SelectedOptionDescription id={id} multiple={multiple} options={options} registry={registry} uiSchema={uiSchema} value={value} />
      <select
        id={id}
        name={htmlName || id}
        multiple={multiple}
        className="form-control"
        value={enumOptionSelectedValue(value, enumOptions, multiple, format, multiple ? [] : '')}
        required={required}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        onChange={(event) => onChange(decode(event))}
        onBlur={(event) => onBlur(id, decode(event))}
        onFocus={(event) => onFocus(id, decode(event))}
        aria-describedby={describedBy}
        aria-invalid={rawErrors?.length ? true : undefined}
      >
        {!multiple && schema.default === undefined ? <option value="">{placeholder}</option> : null}
        {(enumOptions ?? []).map(({ value: option, label }, i) => (
          <option key={String(option)} value={enumOptionValueEncoder(option, i, format)} disabled={enumDisabled?.includes(option)}>
            {label}
          </option>
        ))}
      </select>
    </>
  );
}
