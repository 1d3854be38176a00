import type { FromSchema } from 'json-schema-to-ts';

/** Feature flags as the optimize service answers them and the shell reads them. */

/** Who asks: the telemetry tracker id and the attributes flags may be decided on (the lender's code). */
export const optimizeUserSchema = {
  type: 'object',
  properties: {
    attributes: { type: 'object', additionalProperties: true },
    trackerId: { type: 'string' },
  },
} as const;

/** One flag decided for the visitor: on or off, and its variables. */
export const flagDecisionSchema = {
  type: 'object',
  required: ['flagKey', 'flagEnabled', 'variables'],
  properties: { flagKey: { type: 'string' }, flagEnabled: { type: 'boolean' }, variables: { type: 'object', additionalProperties: true } },
} as const;

/** The decisions asked for (every flag when none is named), by flag key. */
export const decisionsRequestSchema = {
  type: 'object',
  properties: { optimizeUser: optimizeUserSchema, trackerId: { type: 'string' }, featureKeys: { type: 'array', items: { type: 'string' } } },
} as const;
export const decisionsAnswerSchema = {
  type: 'object', required: ['decisions'], properties: { decisions: { type: 'object', additionalProperties: flagDecisionSchema } },
} as const;

/** The single-flag look-up. */
export const featureRequestSchema = {
  type: 'object', required: ['featureKey'], properties: { featureKey: { type: 'string', minLength: 1 }, optimizeUser: optimizeUserSchema },
} as const;
export const featureAnswerSchema = {
  type: 'object', required: ['enabled'], properties: { enabled: { type: 'boolean' }, variables: { type: 'object', additionalProperties: true } },
} as const;

/** Every flag on or off, without variables (the developer toolbar). */
export const featuresRequestSchema = { type: 'object', properties: { optimizeUser: optimizeUserSchema } } as const;
export const featuresAnswerSchema = {
  type: 'object', required: ['features'], properties: { features: { type: 'object', additionalProperties: { type: 'boolean' } } },
} as const;

export type FlagDecision = FromSchema<typeof flagDecisionSchema>;
export type DecisionsRequest = FromSchema<typeof decisionsRequestSchema>;
export type DecisionsAnswer = FromSchema<typeof decisionsAnswerSchema>;
export type FeatureRequest = FromSchema<typeof featureRequestSchema>;
export type FeatureAnswer = FromSchema<typeof featureAnswerSchema>;
export type FeaturesRequest = FromSchema<typeof featuresRequestSchema>;
export type FeaturesAnswer = FromSchema<typeof featuresAnswerSchema>;
