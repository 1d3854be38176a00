import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { inputStateAttributes } from '../renderer/deferred-input';
import type { InputKind } from './text-format';

/** What every text control of a form carries: its name, its state and what describes it to screen readers. */
export function inputAttributes(props: WidgetProps & { format: InputKind }) {
  const { id, required, disabled, readonly, autofocus, placeholder, options, rawErrors, format, htmlName } = props;
  return {
    id,
    name: htmlName || id,
    type: format.type ?? 'text',
    inputMode: format.inputMode,
    autoComplete: typeof options.autocomplete === 'string' ? options.autocomplete : undefined,
    className: 'form-control',
    required,
    disabled,
    readOnly: readonly,
    autoFocus: autofocus,
    ...inputStateAttributes({ placeholder, rawErrors }),
    'aria-describedby': ariaDescribedByIds(id),
  } as const;
}
