import { toDisplayDate, toDisplayDateTime } from '../../../lib/format';
import { flowStatuses } from '../../../engine/status-routing';
import type { FlowFile } from '../../../engine/types';
import { funnelStepLabelKey, funnelStepOf } from '../../../product/progress';
import { content } from '../../content';

import type { useCopy } from '../../org-context';

type Copy = ReturnType<typeof useCopy>;

const flow = (): FlowFile | undefined => content.flows.applicant;

/** A code as a copy key segment: IN_PROGRESS -> inProgress. */
export const copyKeyPart = (code: string): string => code.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** A server status in plain words (the code itself for one the copy does not name yet). */
export function statusLabel(copy: Copy, status: string | undefined): string {
  if (!status) return '';
  const key = `staff.status.${copyKeyPart(status)}` as const;
  const text = copy(key);
  return text === key ? status : text;
}

/** The step of the application a flow state belongs to, in the progress sidebar's words. */
export function stepLabel(copy: Copy, state: string | undefined): string {
  const f = flow();
  const step = f && state ? funnelStepOf(f, state) : undefined;
  return step ? copy(funnelStepLabelKey(step)) : state ?? '';
}

/** A flow state in plain words: its step and the status it reports. */
export function stateLabel(copy: Copy, state: string): string {
  const status = flow()?.states[state]?.status;
  return status ? `${stepLabel(copy, state)}: ${statusLabel(copy, status)}` : stepLabel(copy, state);
}

/** Every flow state and every status, for the list's filters, in plain words. */
export function filterOptions(copy: Copy): { steps: { value: string; label: string }[]; statuses: { value: string; label: string }[] } {
  const f = flow();
  if (!f) return { steps: [], statuses: [] };
  const steps = Object.keys(f.states).map((s) => ({ value: s, label: stateLabel(copy, s) }));
  return { steps, statuses: flowStatuses(f).map((c) => ({ value: c, label: statusLabel(copy, c) })).sort((a, b) => a.label.localeCompare(b.label)) };
}

export const dateTime = (iso: string | null | undefined): string => (iso ? toDisplayDateTime(iso) ?? iso : '');
export const dateOnly = (iso: string | null | undefined): string => (iso ? toDisplayDate(iso) ?? iso : '');

/** A duration in minutes, in the largest whole units that fit (3 d 4 h, 2 h 5 min, 12 min). */
export function duration(minutes: number | null): string {
  if (minutes === null) return '–';
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  if (h < 24) return `${h} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  return `${Math.floor(h / 24)} d${h % 24 ? ` ${h % 24} h` : ''}`;
}

/** A condition category in the words of the console's condition form (schemas/forms/staff-condition). */
export function categoryLabel(category: string): string {
  const schema = content.screens['forms/staff-condition']?.schema as { properties?: { category?: { oneOf?: { const: string; title: string }[] } } } | undefined;
  return schema?.properties?.category?.oneOf?.find((o) => o.const === category)?.title ?? category;
}

/** A language the borrower speaks, in English words for staff (the code itself for one the copy does not name). */
export function languageLabel(copy: Copy, lang: string | undefined): string {
  if (!lang) return '';
  const key = `staff.language.${lang}` as const;
  const text = copy(key);
  return text === key ? lang : text;
}
