import type { FromSchema } from 'json-schema-to-ts';
import type { ScreenData } from '../generated/screen-types';

/** Feedback to the CEO: the form (content) the modal renders and the server validates the write with, and the answer. */
export const CEO_FEEDBACK_FORM = 'forms/ceo-feedback' as const;

/** The feedback as its form declares it. */
export type CeoFeedback = ScreenData[typeof CEO_FEEDBACK_FORM];

/** The feedback kept: its id and when. */
export const ceoFeedbackSentSchema = {
  type: 'object', required: ['uuid', 'created'], properties: { uuid: { type: 'string' }, created: { type: 'string' } },
} as const;
export type CeoFeedbackSent = FromSchema<typeof ceoFeedbackSentSchema>;
