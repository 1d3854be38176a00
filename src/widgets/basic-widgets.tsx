import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { US_STATES } from '../lib/us-states';
import { dateTextFormat, moneyInput, phoneFormat, ssnFormat, zipFormat } from './formats';
import { AmountInput } from './masked-input';
import { FormattedInput } from './text-input';

export const MoneyWidget = (props: WidgetProps) => (
  <span className="input-affix">
    <span className="input-affix__prefix" aria-hidden="true">$</span>
    <AmountInput {...props} format={moneyInput} />
  </span>
);
export const PhoneWidget = (props: WidgetProps) => <FormattedInput {...props} format={phoneFormat} />;
export const SsnWidget = (props: WidgetProps) => <FormattedInput {...props} format={ssnFormat} options={{ ...props.options, autocomplete: 'off' }} />;
export const ZipWidget = (props: WidgetProps) => <FormattedInput {...props} format={zipFormat} />;
export const DateTextWidget = (props: WidgetProps) => (
  <FormattedInput {...props} format={dateTextFormat} placeholder={props.placeholder || 'MM/DD/YYYY'} />
);

/** A state picker: the schema's enum when it has one, otherwise every state; shown by name. */
export function UsStateWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, autofocus, placeholder, options, rawErrors, onChange, onBlur, onFocus, schema, htmlName } = props;
  const codes = Array.isArray(schema.enum) ? (schema.enum as string[]) : Object.keys(US_STATES);
  const sorted = [...codes].sort((a, b) => (US_STATES[a] ?? a).localeCompare(US_STATES[b] ?? b));
  return (
    <select
      id={id}
      name={htmlName || id}
      className="form-control"
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    >
      <option value="">{placeholder || 'Choose a state'}</option>
      {sorted.map((code) => (
        <option key={code} value={code}>{US_STATES[code] ?? code}</option>
      ))}
    </select>
  );
}
