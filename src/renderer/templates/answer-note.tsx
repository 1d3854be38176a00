import { getUiOptions, type UiSchema } from '@rjsf/utils';

/**
 * What follows from the answer chosen (ui:options answerNotes, by value), said as it is chosen: "you
 * own it with your spouse" tells the applicant now that they will invite them to sign.
 */
export function AnswerNote({ uiSchema, value }: { uiSchema: UiSchema | undefined; value: unknown }) {
  const notes = getUiOptions(uiSchema).answerNotes as Record<string, string> | undefined;
  const note = typeof value === 'string' ? notes?.[value] : undefined;
  if (!notes) return null;
  return <p className="field__answer-note" role="status">{note ?? ''}</p>;
}
