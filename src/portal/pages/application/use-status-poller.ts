import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { applicationKey } from '../../../api/application';
import { stepUrl } from './flow';
import { leftPage, pollForRoute } from './use-step-routing';

/**
 * The one poller of the application steps, for a state the server moves on from by itself: the
 * status endpoint with the spec's backoff and the waiting budget (14 tries), stopping at a terminal
 * status; then the application is read again and the reader goes to the page its status maps to
 * (flows/status-routes.json, the flow as fallback). When the tries run out a waiting view goes to
 * the time-out page; a page the reader can still act on stops and offers to check again.
 */
export function useStatusPoller(uuid: string, opts: { active: boolean; route: string; state: string; onExhausted: 'timeout' | 'stop' }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [tries, setTries] = useState(0);
  const [exhausted, setExhausted] = useState(false);
  const [round, setRound] = useState(0);
  const { active, route, onExhausted, state: from } = opts;

  useEffect(() => {
    if (!active) return undefined;
    const controller = new AbortController();
    setExhausted(false);
    void pollForRoute(uuid, { from, waitingState: true, waitForMove: true, signal: controller.signal, onStatus: (_s, n) => setTries(n) }).then(async (result) => {
      if (result.outcome === 'aborted' || controller.signal.aborted) return;
      if (result.outcome === 'exhausted' && onExhausted === 'stop') {
        setExhausted(true);
        return;
      }
      await qc.invalidateQueries({ queryKey: applicationKey(uuid) });
      if (result.route !== route) navigate(stepUrl(uuid, result.route), { replace: true });
    }).catch(() => {
      if (!controller.signal.aborted) setExhausted(true);
    });
    return () => controller.abort(leftPage());
  }, [uuid, route, from, active, onExhausted, navigate, qc, round]);

  const retry = useCallback(() => setRound((r) => r + 1), []);
  return { tries, exhausted, retry };
}
