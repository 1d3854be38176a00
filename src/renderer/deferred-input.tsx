import { getDefaultRegistry, SchemaExamples } from '@rjsf/core';
import { ariaDescribedByIds, examplesId, getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';

const CoreBaseInput = getDefaultRegistry().templates.BaseInputTemplate;

/** Keys typed but not yet handed to their form; a submit hands them over first (flushPendingInputs). */
const waiting = new Set<() => void>();

/** Hands every typed value still waiting to its form; call inside flushSync before a form reads its data. */
export function flushPendingInputs(): void {
  for (const flush of [...waiting]) flush();
}

/** The text an input shows for a form value, as rjsf's own input shows it. */
const textOf = (value: unknown, type: string | undefined): string => {
  const numeric = type === 'number' || type === 'integer';
  return (numeric ? Boolean(value) || value === 0 : value != null) ? String(value) : '';
};

/**
 * rjsf's input, with nothing rendered on a keystroke: what is typed stays in the input as the browser
 * put it there (the input is not controlled while typing), and the form hears of it in a task of its
 * own right after the frame is painted (several quick keys at once: the last value), so recomputing
 * the whole form never delays the key's echo. Fields that depend on this one follow in that task.
 * Leaving the field, pressing Enter or any submit of the form hands the value over first, so a submit
 * always validates what is shown. A value the form sets (a reset, a server answer) replaces what is
 * shown when no key is waiting. Attributes, examples and the clear button are rjsf's own; a widget
 * that handles the input's events itself (a file input) gets rjsf's input unchanged.
 */
export function DeferredBaseInput(props: BaseInputTemplateProps) {
  if (props.onChangeOverride) return <CoreBaseInput {...props} />;
  return <UncontrolledInput {...props} />;
}

function UncontrolledInput(props: BaseInputTemplateProps) {
  const {
    id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, options, schema, registry, type,
    // not attributes of the input
    name: _name, onChangeOverride: _override, uiSchema: _uiSchema, rawErrors: _rawErrors, hideLabel: _hideLabel, hideError: _hideError,
    ...rest
  } = props;
  const inputProps = { ...rest, ...getInputProps(schema, type, options) };
  const text = textOf(value, inputProps.type);
  const [initialText] = useState(text);
  const input = useRef<HTMLInputElement>(null);
  const pending = useRef<{ value: unknown } | null>(null);
  const frame = useRef<number | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const handOver = useRef(onChange);
  handOver.current = onChange;
  const clearable = Boolean(options.allowClearTextInputs) && !readonly && !disabled;
  // only the clear button needs to know, and only when the field turns empty or not
  const [filled, setFilled] = useState(text !== '');

  const flush = useCallback(() => {
    if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    frame.current = undefined;
    clearTimeout(timer.current);
    const change = pending.current;
    pending.current = null;
    waiting.delete(flush);
    if (change) handOver.current(change.value);
  }, []);

  useLayoutEffect(() => {
    const element = input.current;
    if (element && !pending.current && element.value !== text) element.value = text;
    setFilled(text !== '');
  }, [text]);

  useEffect(() => flush, [flush]);

  const typed = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    const shown = event.target.value;
    if (clearable) setFilled(shown !== '');
    const first = !pending.current;
    pending.current = { value: shown === '' ? options.emptyValue : shown };
    waiting.add(flush);
    // After the next frame, that is once the key's echo is painted; keys typed before then ride along.
    if (first) frame.current = requestAnimationFrame(() => {
      frame.current = undefined;
      timer.current = setTimeout(flush, 0);
    });
  }, [flush, clearable, options.emptyValue]);

  const clear = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    pending.current = null;
    flush();
    if (input.current) input.current.value = '';
    setFilled(false);
    onChange(options.emptyValue);
  };

  const { ClearButton } = registry.templates.ButtonTemplates;
  return (
    <>
      <input
        id={id}
        name={htmlName || id}
        className="form-control"
        readOnly={readonly}
        disabled={disabled}
        autoFocus={autofocus}
        defaultValue={initialText}
        {...inputProps}
        ref={input}
        list={schema.examples ? examplesId(id) : undefined}
        onChange={typed}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          flush();
          onBlur(id, event.target.value);
        }}
        onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value)}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter') flush();
          inputProps.onKeyDown?.(event);
        }}
        aria-describedby={ariaDescribedByIds(id, Boolean(schema.examples))}
      />
      {clearable && filled ? <ClearButton registry={registry} onClick={clear} /> : null}
      <SchemaExamples id={id} schema={schema} />
    </>
  );
}
