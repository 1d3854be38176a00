import type { FromSchema } from 'json-schema-to-ts';

/** A person's choice of language (PUT service-profile language): asked and answered with a language tag. */
export const languageChoiceSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['language'],
  properties: { language: { type: 'string', pattern: '^[a-z]{2}(-[A-Za-z]{2})?$' } },
} as const;

export type LanguageChoice = FromSchema<typeof languageChoiceSchema>;
