import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { reportSessionReplayLink, syncTrackerId, trackEvent } from '../../api/telemetry';
import { isUuid } from '../../lib/format-basic';
import { useIdentityId } from './auth';

const synced = new Set<string>();

/** Page views, the signed-in person's tracker id, and the session-replay link of application pages. */
export function useShellTelemetry(signedIn: boolean): void {
  const { pathname } = useLocation();
  const id = useIdentityId();
  const identity = signedIn ? id : null;
  const applicationUuid = pathname.split('/').find((s) => isUuid(s));

  useEffect(() => {
    void trackEvent({ event: 'page_view', eventType: 'VIEW', identityId: identity ?? undefined, applicationUuid, productType: 'HELOC', eventProperties: { path: pathname }, dontDedupe: true });
  }, [pathname, identity, applicationUuid]);

  useEffect(() => {
    if (!identity || synced.has(identity)) return;
    synced.add(identity);
    syncTrackerId(identity).catch(() => synced.delete(identity));
  }, [identity]);

  useEffect(() => {
    if (identity && applicationUuid) reportSessionReplayLink(applicationUuid).catch(() => undefined);
  }, [identity, applicationUuid]);
}
