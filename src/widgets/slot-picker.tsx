import type { WidgetProps } from '@rjsf/utils';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { toDisplayTime } from '../lib/format';
import './slot-picker.css';

/** What a form using the slotPicker widget gives it through its form context. */
export interface SlotPickerContext {
  slots: string[];
  /** The zone the times are shown in (the lender's, Pacific time). */
  timeZone: string;
  /** Said when no time is free. */
  noSlots: string;
  /** The day list's name. */
  dayLabel: string;
  /** The time list's name for the chosen day. */
  timesLabel: (day: string) => string;
  /** The Intl locale days are named in (en-US when not given). */
  locale?: string;
}

interface Day { key: string; label: string; short: string; slots: string[] }

/** The offered slots by day in the lender's zone, in order. */
export function slotDays(slots: readonly string[], zone: string, locale = 'en-US'): Day[] {
  const days = new Map<string, Day>();
  for (const s of slots) {
    const local = DateTime.fromISO(s).setZone(zone).setLocale(locale);
    const key = local.toISODate() as string;
    const day = days.get(key) ?? { key, label: local.toFormat('cccc, MMMM d'), short: local.toFormat('ccc d MMM'), slots: [] };
    day.slots.push(s);
    days.set(key, day);
  }
  return [...days.values()];
}

/**
 * An appointment time picked from the times the server offers (form context): first a day, then a
 * time on it, each a radio group (arrow keys move inside, Tab moves on). Another day clears the time,
 * so no time out of sight stays chosen. The value is an ISO date-time.
 */
export function SlotPickerWidget(props: WidgetProps) {
  const ctx = props.registry.formContext as SlotPickerContext;
  const days = slotDays(ctx.slots, ctx.timeZone, ctx.locale);
  const valueDay = typeof props.value === 'string' ? days.find((d) => d.slots.includes(props.value as string))?.key : undefined;
  const [picked, setPicked] = useState<string>();
  const current = days.find((d) => d.key === (picked ?? valueDay)) ?? days[0];
  if (!current) return <p>{ctx.noSlots}</p>;
  const timesLabel = ctx.timesLabel(current.label);
  return (
    <fieldset className="slot-picker" id={props.id} aria-invalid={props.rawErrors?.length ? true : undefined}>
      <legend className="field__label">{props.label}{props.required ? <span aria-hidden="true" className="field__required"> *</span> : null}</legend>
      <div className="slot-picker__days" role="radiogroup" aria-label={ctx.dayLabel}>
        {days.map((d) => (
          <label key={d.key} className="slot-picker__choice slot-picker__day">
            <input type="radio" name={`${props.id}-day`} value={d.key} checked={d.key === current.key} disabled={props.disabled} onChange={() => { setPicked(d.key); props.onChange(undefined); }} />
            <span aria-hidden="true">{d.short}</span>
            <span className="visually-hidden">{d.label}</span>
          </label>
        ))}
      </div>
      <div className="slot-picker__times" role="radiogroup" aria-label={timesLabel}>
        <p className="slot-picker__times-title" aria-hidden="true">{timesLabel}</p>
        {current.slots.map((s) => (
          <label key={s} className="slot-picker__choice">
            <input type="radio" name={`${props.id}-time`} id={`${props.id}-${s}`} value={s} checked={props.value === s} disabled={props.disabled} onChange={() => props.onChange(s)} />
            <span>{toDisplayTime(s, ctx.timeZone, ctx.locale)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
