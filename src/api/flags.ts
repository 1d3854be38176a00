import { useQuery } from '@tanstack/react-query';
import { SERVICE } from '../lib/service-paths';
import { api } from './client';
import { trackerId } from './telemetry';
import type {
  DecisionsAnswer, DecisionsRequest, FeatureAnswer, FeatureRequest, FeaturesAnswer, FeaturesRequest, FlagDecision,
} from '../contracts/flags';

export type { FlagDecision };

/** Who asks for flags: the visitor's tracker id and the lender's code, the attribute flags are decided on. */
const optimizeUser = (trackerId: string, orgCode: string) => ({ trackerId, attributes: { orgCode } });

export const DECISION_PATH = `${SERVICE.optimize}/external/api/v2/decision`;


/** Flags the shell reads. */
export const FLAGS = {
  maintenance: 'fe-heloc-maintenance',
  portfolioManager: 'fe-portfolio-manager',
  ceoFeedback: 'fe-ceo-feedback',
  notifications: 'fe-notifications',
  webchat: 'fe-webchat',
  relativeUrl: 'fe-relative-url-heloc',
} as const;

/**
 * Spec section 7: fe-relative-url-{application} on -> relative paths (the page's own origin), off -> the
 * fallback URL. Only an explicit "off" moves the calls: without a decision the page's own origin is the
 * one place known to serve the portal.
 */
export function serviceBaseFor(decisions: Record<string, FlagDecision> | undefined, fallbackUrl: string): string {
  const decision = decisions?.[FLAGS.relativeUrl];
  return decision && !decision.flagEnabled ? fallbackUrl : '';
}

/** Staff edit the flags file while the portal runs, so decisions are re-read every minute. */
export const FLAGS_REFRESH_MS = 60_000;

/** Every decision for this visitor; the call needs the telemetry tracker id ("Could not establish session" without one). */
export async function fetchDecisions(orgCode: string): Promise<Record<string, FlagDecision>> {
  const tracker = await trackerId();
  const body: DecisionsRequest = { optimizeUser: optimizeUser(tracker, orgCode), trackerId: tracker };
  const res = await api.post<DecisionsAnswer>(DECISION_PATH, body);
  return res.decisions;
}

export const flagsKey = (orgCode: string) => ['flags', orgCode] as const;

export function useFlags(orgCode: string) {
  return useQuery({
    queryKey: flagsKey(orgCode),
    queryFn: () => fetchDecisions(orgCode),
    staleTime: FLAGS_REFRESH_MS,
    refetchInterval: FLAGS_REFRESH_MS,
    retry: false,
  });
}

export const FEATURE_PATH = `${SERVICE.optimize}/external/api/v1/feature`;
export const FEATURES_PATH = `${SERVICE.optimize}/external/api/v1/features`;

/** One flag for this visitor (the single-flag lookup); the call needs the tracker id like every decision. */
export async function fetchFeature(orgCode: string, featureKey: string): Promise<FlagDecision> {
  const tracker = await trackerId();
  const body: FeatureRequest = { featureKey, optimizeUser: optimizeUser(tracker, orgCode) };
  const res = await api.post<FeatureAnswer>(FEATURE_PATH, body);
  return { flagKey: featureKey, flagEnabled: res.enabled, variables: res.variables ?? {} };
}

/** Which features are on for this visitor, by key (no variables): the developer toolbar lists them. */
export async function fetchFeatures(orgCode: string): Promise<Record<string, boolean>> {
  const tracker = await trackerId();
  const body: FeaturesRequest = { optimizeUser: optimizeUser(tracker, orgCode) };
  const res = await api.post<FeaturesAnswer>(FEATURES_PATH, body);
  return res.features;
}

/**
 * One flag, for a page that needs just that one: asked with the single-flag call. A flag that is
 * unknown or could not be fetched is off.
 */
export function useFlag(orgCode: string, key: string): FlagDecision & { isPending: boolean } {
  const flag = useQuery({
    queryKey: [...flagsKey(orgCode), key] as const,
    queryFn: () => fetchFeature(orgCode, key),
    staleTime: FLAGS_REFRESH_MS,
    retry: false,
  });
  return { ...(flag.data ?? { flagKey: key, flagEnabled: false, variables: {} }), isPending: flag.isPending };
}
