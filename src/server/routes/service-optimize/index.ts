import type { FastifyRequest } from 'fastify';
import { errors, type ServicePlugin } from '../../core/route-schemas';
import {
  decisionsAnswerSchema, decisionsRequestSchema, featureAnswerSchema, featureRequestSchema, featuresAnswerSchema, featuresRequestSchema,
} from '../../../contracts/flags';

const context = { type: 'object', required: ['context'], properties: { context: { type: 'string', pattern: '^[a-z0-9-]+$' } } } as const;

/** Feature flags from flows/feature-flags.json (re-read on change), with per-org overrides. */
const serviceOptimize: ServicePlugin = async (app) => {
  const orgOf = (request: FastifyRequest) => {
    try {
      return request.org();
    } catch {
      return undefined;
    }
  };
  const decide = (request: FastifyRequest, key: string) => {
    const flag = app.content.flag(key, orgOf(request));
    return { flagKey: key, flagEnabled: flag.enabled, variables: flag.variables ?? {} };
  };

  app.post('/:context/api/v1/feature', {
    schema: {
      summary: 'One feature flag for the lender of the request: on or off, and its variables',
      tags: ['service-optimize'], params: context,
      body: featureRequestSchema,
      response: { 200: featureAnswerSchema, ...errors },
    },
  }, async (request) => {
    const { featureKey } = request.body;
    const d = decide(request, featureKey);
    return { enabled: d.flagEnabled, variables: d.variables };
  });

  app.post('/:context/api/v2/decision', {
    schema: {
      summary: 'Decisions for the named feature flags (every flag when none is named), with their variables',
      tags: ['service-optimize'], params: context,
      body: decisionsRequestSchema,
      response: { 200: decisionsAnswerSchema },
    },
  }, async (request) => {
    const featureKeys = request.body?.featureKeys;
    const keys = featureKeys ?? Object.keys(app.content.flags().flags);
    return { decisions: Object.fromEntries(keys.map((k) => [k, decide(request, k)])) };
  });

  app.post('/:context/api/v1/features', {
    schema: {
      summary: 'Every feature flag for the lender of the request, on or off',
      tags: ['service-optimize'], params: context,
      body: featuresRequestSchema,
      response: { 200: featuresAnswerSchema },
    },
  }, async (request) => ({
    features: Object.fromEntries(Object.keys(app.content.flags().flags).map((k) => [k, decide(request, k).flagEnabled])),
  }));
};
export default serviceOptimize;
