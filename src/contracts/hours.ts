import type { FromSchema } from 'json-schema-to-ts';
import type { DayHours } from '../lib/hours';

/** One day of a department's week as the org file gives it and service-operating-hours answers it (Pacific time). */
export const dayHoursSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['weekday', 'weekdayValue', 'isOpen', 'startTime', 'endTime'],
  properties: {
    weekday: { type: 'string' }, weekdayValue: { type: 'integer' }, isOpen: { type: 'boolean' },
    startTime: { type: 'string' }, endTime: { type: 'string' },
  },
} as const;

/** A department's week, Monday to Sunday. */
export const weekHoursSchema = { type: 'array', items: dayHoursSchema } as const;

export type WeekHours = FromSchema<typeof weekHoursSchema>;

// The hours helpers of src/lib (below the contracts) read this very shape: the answer's type and theirs agree.
type Agree<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const HOURS_AGREE: Agree<WeekHours, DayHours[]> = true;
