import type { WidgetProps } from '@rjsf/utils';
import { DateTime } from 'luxon';

/** What a form using the slotPicker widget gives it through its form context. */
export interface SlotPickerContext {
  slots: string[];
  /** The zone the times are shown in (the lender's, Pacific time). */
  timeZone: string;
  /** Said when no time is free. */
  noSlots: string;
}

/**
 * An appointment time picked from the times the server offers (form context), grouped by day: radio
 * buttons in a named group per day, the value an ISO date-time.
 */
export function SlotPickerWidget(props: WidgetProps) {
  const ctx = props.registry.formContext as SlotPickerContext;
  if (!ctx.slots.length) return <p>{ctx.noSlots}</p>;
  const byDay = new Map<string, string[]>();
  for (const s of ctx.slots) {
    const day = DateTime.fromISO(s).setZone(ctx.timeZone).toFormat('cccc, MMMM d');
    byDay.set(day, [...(byDay.get(day) ?? []), s]);
  }
  return (
    <fieldset className="slot-picker" id={props.id} aria-invalid={props.rawErrors?.length ? true : undefined}>
      <legend className="field__label">{props.label}{props.required ? <span aria-hidden="true" className="field__required"> *</span> : null}</legend>
      {[...byDay.entries()].map(([day, list], d) => (
        <div key={day} className="slot-picker__day" role="group" aria-labelledby={`${props.id}-day-${d}`}>
          <h3 id={`${props.id}-day-${d}`}>{day}</h3>
          {list.map((s) => (
            <div key={s} className="slot-picker__slot">
              <input type="radio" name="slot" id={`${props.id}-${s}`} value={s} checked={props.value === s} disabled={props.disabled} onChange={() => props.onChange(s)} />
              <label htmlFor={`${props.id}-${s}`}>{DateTime.fromISO(s).setZone(ctx.timeZone).toFormat('h:mm a')}</label>
            </div>
          ))}
        </div>
      ))}
    </fieldset>
  );
}
