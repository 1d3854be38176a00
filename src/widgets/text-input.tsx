import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState, type HTMLAttributes } from 'react';

export interface TextFormat {
  type?: 'text' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** The stored value for what was typed; undefined clears the field. */
  toValue: (text: string) => unknown;
  /** The text shown for a stored value while the field does not have focus. */
  toText: (value: unknown) => string;
}

/**
 * A text input that stores a normalised value (digits, a number, an ISO date) while showing what
 * people expect to read. What is typed stays as typed while the field has focus; the tidy form is
 * shown once it loses focus.
 */
export function FormattedInput(props: WidgetProps & { format: TextFormat }) {
  const { id, value, required, disabled, readonly, autofocus, placeholder, options, rawErrors, onChange, onBlur, onFocus, format, htmlName } = props;
  const [text, setText] = useState(() => format.toText(value));
  const focused = useRef(false);

  useEffect(() => {
    if (!focused.current) setText(format.toText(value));
  }, [value, format]);

  return (
    <input
      id={id}
      name={htmlName || id}
      type={format.type ?? 'text'}
      inputMode={format.inputMode}
      maxLength={format.maxLength}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      className="form-control"
      value={text}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => {
        setText(e.target.value);
        onChange(format.toValue(e.target.value));
      }}
      onFocus={() => {
        focused.current = true;
        onFocus(id, value);
      }}
      onBlur={() => {
        focused.current = false;
        setText(format.toText(value));
        onBlur(id, value);
      }}
    />
  );
}
