import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { trackerId } from './telemetry';

export const DECISION_PATH = '/service-optimize/external/api/v2/decision';

export interface FlagDecision {
  flagKey: string;
  flagEnabled: boolean;
  variables: Record<string, unknown>;
}

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
  const res = await api.post<{ decisions: Record<string, FlagDecision> }>(DECISION_PATH, {
    optimizeUser: { trackerId: tracker, attributes: { orgCode } },
    trackerId: tracker,
  });
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

const OFF: FlagDecision = { flagKey: '', flagEnabled: false, variables: {} };

/** One decision; a flag that is unknown or could not be fetched is off. */
export function useFlag(orgCode: string, key: string): FlagDecision & { isPending: boolean } {
  const flags = useFlags(orgCode);
  return { ...(flags.data?.[key] ?? { ...OFF, flagKey: key }), isPending: flags.isPending };
}
