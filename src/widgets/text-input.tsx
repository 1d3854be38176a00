import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { useDeferredChange } from '../renderer/deferred-input';
import { inputAttributes } from './input-attributes';
import { MaskedInput } from './masked-input';
import type { TextFormat } from './text-format';

/**
 * A text input that stores a normalised value (digits, a number, an ISO date) while showing what
 * people expect to read. What is typed stays as typed while the field has focus; the tidy form is
 * shown once it loses focus.
 */
export function FormattedInput(props: WidgetProps & { format: TextFormat }) {
  if (props.format.mask) return <MaskedInput {...props} mask={props.format.mask} />;
  return <FreeTextInput {...props} />;
}

function FreeTextInput(props: WidgetProps & { format: TextFormat }) {
  const { id, value, onChange, onBlur, onFocus, format } = props;
  const [text, setText] = useState(() => format.toText(value));
  const focused = useRef(false);
  const deferred = useDeferredChange(onChange);

  useEffect(() => {
    if (!focused.current) setText(format.toText(value));
  }, [value, format]);

  return (
    <input
      {...inputAttributes(props)}
      maxLength={format.maxLength}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        deferred.later(format.toValue(e.target.value));
      }}
      onFocus={() => {
        focused.current = true;
        onFocus(id, value);
      }}
      onBlur={(e) => {
        focused.current = false;
        deferred.now();
        // what the form holds now, shown tidy
        const held = format.toValue(e.target.value);
        setText(format.toText(held));
        onBlur(id, held);
      }}
      onKeyDown={deferred.keyDown}
    />
  );
}
