import { getDefaultRegistry, SchemaExamples } from '@rjsf/core';
import { ariaDescribedByIds, examplesId, getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';

const CoreBaseInput = getDefaultRegistry().templates.BaseInputTemplate;

/** Keys typed but not yet handed to their form; a submit hands them over first (flushPendingInputs). */
const waiting = new Set<() => void>();

/** Hands every typed value still waiting to its form; call inside flushSync before a form reads its data. */
export function flushPendingInputs(): void {
  for (const flush of [...waiting]) flush();
}

/**
 * What every text input of a form says about its state: its hint, if it has one (an empty placeholder
 * would still be restyled on every keystroke), and whether the field is invalid.
 */
export const inputStateAttributes = ({ placeholder, rawErrors }: { placeholder?: string; rawErrors?: string[] }) => ({
  placeholder: placeholder || undefined,
  'aria-invalid': rawErrors?.length ? true : undefined,
});

/** The text an input shows for a form value, as rjsf's own input shows it. */
const textOf = (value: unknown, type: string | undefined): string => {
  const numeric = type === 'number' || type === 'integer';
  return (numeric ? Boolean(value) || value === 0 : value != null) ? String(value) : '';
};

/**
 * Hands a field's typed values to its form after the frame that shows the key is painted, in a task of
 * its own (several quick keys at once: the last value), so recomputing the whole form never delays the
 * key's echo; fields that depend on this one follow in that task. `later` hands a value over that way,
 * `now` hands over at once whatever is waiting (leaving the field; a submit of the form does it for
 * every field, flushPendingInputs), `keyDown` does when the key is Enter, `waiting` says whether a value
 * is. Unmounting hands it over too.
 */
export function useDeferredChange(onChange: (value: unknown) => void): {
  later: (value: unknown) => void; now: () => void; keyDown: (event: KeyboardEvent) => void; waiting: () => boolean;
} {
  const pending = useRef<{ value: unknown } | null>(null);
  const frame = useRef<number | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const handOver = useRef(onChange);
  handOver.current = onChange;

  const now = useCallback(() => {
    if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    frame.current = undefined;
    clearTimeout(timer.current);
    const change = pending.current;
    pending.current = null;
    waiting.delete(now);
    if (change) handOver.current(change.value);
  }, []);

  useEffect(() => now, [now]);

  const later = useCallback((value: unknown) => {
    const first = !pending.current;
    pending.current = { value };
    waiting.add(now);
    // After the next frame, that is once the key's echo is painted; keys typed before then ride along.
    if (first) frame.current = requestAnimationFrame(() => {
      frame.current = undefined;
      timer.current = setTimeout(now, 0);
    });
  }, [now]);

  const keyDown = useCallback((event: KeyboardEvent) => {
    if (event.key === 'Enter') now();
  }, [now]);
  const isWaiting = useCallback(() => pending.current !== null, []);
  return useMemo(() => ({ later, now, keyDown, waiting: isWaiting }), [later, now, keyDown, isWaiting]);
}

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
  if (props.onChangeOverride) return <CoreBaseInput {...props} aria-invalid={props.rawErrors?.length ? true : undefined} />;
  return <UncontrolledInput {...props} />;
}

function UncontrolledInput(props: BaseInputTemplateProps) {
  const {
    id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, options, schema, registry, type, placeholder,
    // not attributes of the input
    name: _name, label: _label, onChangeOverride: _override, uiSchema: _uiSchema, rawErrors, hideLabel: _hideLabel, hideError: _hideError,
    ...rest
  } = props;
  const inputProps = { ...rest, ...inputStateAttributes({ placeholder, rawErrors }), ...getInputProps(schema, type, options) };
  const text = textOf(value, inputProps.type);
  const [initialText] = useState(text);
  const input = useRef<HTMLInputElement>(null);
  const deferred = useDeferredChange(onChange);
  const clearable = Boolean(options.allowClearTextInputs) && !readonly && !disabled;
  // only the clear button needs to know, and only when the field turns empty or not
  const [filled, setFilled] = useState(text !== '');

  useLayoutEffect(() => {
    const element = input.current;
    if (element && !deferred.waiting() && element.value !== text) element.value = text;
    setFilled(text !== '');
  }, [text, deferred]);

  const typed = (event: ChangeEvent<HTMLInputElement>) => {
    const shown = event.target.value;
    if (clearable) setFilled(shown !== '');
    deferred.later(shown === '' ? options.emptyValue : shown);
  };

  const clear = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (input.current) input.current.value = '';
    setFilled(false);
    // the empty value takes the place of a key still waiting: the form hears of the clearing once
    deferred.later(options.emptyValue);
    deferred.now();
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
          deferred.now();
          onBlur(id, event.target.value);
        }}
        onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value)}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          deferred.keyDown(event);
          inputProps.onKeyDown?.(event);
        }}
        aria-describedby={ariaDescribedByIds(id, Boolean(schema.examples))}
      />
      {clearable && filled ? <ClearButton registry={registry} onClick={clear} /> : null}
      <SchemaExamples id={id} schema={schema} />
    </>
  );
}
