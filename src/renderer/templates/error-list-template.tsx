import type { ErrorListProps } from '@rjsf/utils';
import { fieldLabel } from '../../engine/field-label';
import { summaryLine } from '../../engine/plain-errors';
import type { JsonObject } from '../../engine/types';
import { useFormStrings } from '../content-context';
import { fieldIdOf, pointerOf } from '../errors';

/** Moves to a field from the summary: its control, or the first control of its group. */
function goToField(id: string) {
  const target = document.getElementById(id) ?? document.querySelector<HTMLElement>(`[id^="${CSS.escape(id)}"]`);
  const control = target?.matches('input, select, textarea, button') ? target : target?.querySelector<HTMLElement>('input, select, textarea, button') ?? target;
  control?.scrollIntoView?.({ block: 'center' });
  control?.focus();
}

/**
 * The summary shown above the form after a failed submit: each field by name with what to do, each
 * line once, linked to the field.
 */
export function ErrorListTemplate({ errors, schema, uiSchema }: ErrorListProps) {
  const strings = useFormStrings();
  const seen = new Set<string>();
  const lines = errors.flatMap((e) => {
    const path = pointerOf(e.property);
    const text = summaryLine(fieldLabel(path, schema as JsonObject, uiSchema as JsonObject | undefined), e.message ?? '', strings);
    if (seen.has(text)) return [];
    seen.add(text);
    return [{ text, id: fieldIdOf(path) }];
  });
  return (
    <div className="form-errors" role="alert">
      <p className="form-errors__title">{strings['form.errorSummary']}</p>
      <ul>
        {lines.map(({ text, id }) => (
          <li key={text}>
            <a href={`#${id}`} onClick={(event) => {
              event.preventDefault();
              goToField(id);
            }}>{text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
