import type { SessionKey, TelemetryEvent, TelemetryEventReply, TelemetrySessionReply, TrackerProfile } from '../contracts/telemetry';
import { SERVICE } from '../lib/service-paths';
import { retry } from '../lib/retry';
import { api } from './client';
import { ServiceError } from './errors';
import { SESSION_REPLAY_KEY } from './session';

/** The spec's telemetry session key, kept in local storage. */
export type { SessionKey };

export const TELEMETRY_CONTEXT = 'heloc';
export const SESSION_KEY_STORAGE = 'ftSessionKey';
export const LIB_VERSION = '1.0.0';
export const APP_VERSION = '0.1.0';
/** Spec: the session call is retried 3 times, then fails with status 500. */
export const SESSION_RETRIES = 3;
export const SESSION_FAILED = 'An error occurred while establishing a session, retries failed';
export const NO_SESSION = 'Could not establish session';

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export function storedSessionKey(): SessionKey | null {
  try {
    const parsed = JSON.parse(storage()?.getItem(SESSION_KEY_STORAGE) ?? 'null') as Partial<SessionKey> | null;
    return parsed && typeof parsed.uuid === 'string' && typeof parsed.trackerUuid === 'string' && typeof parsed.epoch === 'number'
      ? (parsed as SessionKey)
      : null;
  } catch {
    return null;
  }
}

const queryParams = (): Record<string, string> => Object.fromEntries(new URLSearchParams(window.location.search));

let pending: Promise<SessionKey> | null = null;

/**
 * Opens (or continues) the telemetry session once per page load; concurrent callers share the
 * call. After the initial try and 3 retries it fails with status 500 and the spec's message.
 */
export function establishSession(opts: { baseDelayMs?: number } = {}): Promise<SessionKey> {
  pending ??= retry(
    () => api.post<TelemetrySessionReply>(`/ft/${TELEMETRY_CONTEXT}/session`, {
      platform: 'WEB',
      libVersion: LIB_VERSION,
      appVersion: APP_VERSION,
      referrer: document.referrer.slice(0, 2048),
      queryParams: queryParams(),
      screenWidth: window.screen.width,
      screenHeight: window.screen.height,
      windowWidth: window.innerWidth,
      windowHeight: window.innerHeight,
      sessionKey: storedSessionKey(),
    }),
    { attempts: SESSION_RETRIES + 1, baseDelayMs: opts.baseDelayMs ?? 1000 },
  ).then(
    ({ sessionKey }) => {
      storage()?.setItem(SESSION_KEY_STORAGE, JSON.stringify(sessionKey));
      return sessionKey;
    },
    (cause: unknown) => {
      pending = null;
      throw new ServiceError(SESSION_FAILED, 500, { cause });
    },
  );
  return pending;
}

/** Forgets the in-flight session call (tests, and after the tracker id changes). */
export function resetTelemetry(): void {
  pending = null;
}

/** The tracker id feature decisions are made for; decision calls fail with the spec's text without one. */
export async function trackerId(): Promise<string> {
  try {
    return (await establishSession()).trackerUuid;
  } catch {
    throw new Error(NO_SESSION);
  }
}

/** An event as a page records it: the page's own address and the session are added here. */
export type TrackEvent = Omit<TelemetryEvent, 'domain' | 'queryParams' | 'pagePath' | 'sessionKey'>;

/** Records an event in the current session; telemetry never breaks the page, so failures are swallowed. */
export async function trackEvent(e: TrackEvent): Promise<boolean> {
  try {
    const sessionKey = await establishSession();
    const res = await api.post<TelemetryEventReply>(`/ft/${TELEMETRY_CONTEXT}/event`, {
      domain: window.location.hostname,
      queryParams: queryParams(),
      pagePath: window.location.pathname,
      sessionKey,
      ...e,
    });
    return res.stored;
  } catch {
    return false;
  }
}

export const TRACKER_PROFILE_PATH = `${SERVICE.application}/api/v3/application/heloc/optermizerly-profile`;

/**
 * Ties the browser's tracker id to the signed-in person. When the server already knows one (another
 * device), the browser adopts it, so experiments stay stable for the person.
 */
export async function syncTrackerId(identityUuid: string): Promise<string> {
  const local = await establishSession();
  const profile = await api.get<TrackerProfile>(TRACKER_PROFILE_PATH);
  if (profile.optimizelyProfileUuid && profile.optimizelyProfileUuid !== local.trackerUuid) {
    storage()?.setItem(SESSION_KEY_STORAGE, JSON.stringify({ ...local, trackerUuid: profile.optimizelyProfileUuid }));
    resetTelemetry();
    return profile.optimizelyProfileUuid;
  }
  if (!profile.optimizelyProfileUuid) {
    await api.patch(TRACKER_PROFILE_PATH, { optimizelyProfileUuid: local.trackerUuid }, { query: { identityUuid } });
  }
  return local.trackerUuid;
}

const reportedLinks = new Set<string>();

/** The replay recorder stores its link beside the session-replay id pair. */
function sessionReplayUrl(): string | null {
  try {
    const parsed = JSON.parse(storage()?.getItem(SESSION_REPLAY_KEY) ?? 'null') as { url?: unknown } | null;
    return parsed && typeof parsed.url === 'string' && /^https?:\/\//.test(parsed.url) ? parsed.url : null;
  } catch {
    return null;
  }
}

/** Sends the session-replay link of this visit for an application, once per application and link. */
export async function reportSessionReplayLink(applicationUuid: string): Promise<boolean> {
  const url = sessionReplayUrl();
  if (!url) return false;
  const key = `${applicationUuid} ${url}`;
  if (reportedLinks.has(key)) return false;
  reportedLinks.add(key);
  await api.put(`${SERVICE.application}/api/v1/application/heloc/${applicationUuid}/full-story-link`, { link: url });
  return true;
}
