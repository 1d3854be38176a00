import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { applicationKey, applicationPath, fetchStatus, type ApplicationRecord } from '../../../api/application';
import { api } from '../../../api/client';
import { pollStatus, type PollOutcome } from '../../../engine/polling';
import { resolveRoute } from '../../../engine/status-routing';
import { applicantFlow, statusTable, stepUrl } from './flow';

/**
 * Polls the application's status by the spec's rules and says where the reader belongs then: the
 * page its status maps to (flows/status-routes.json), the flow state's as fallback, the time-out page
 * when polling gave up. With waitForMove, a waiting state is waited out until the server moves the
 * application from `from`, whatever its status says.
 */
export async function pollForRoute(
  uuid: string,
  opts: { from: string; waitingState: boolean; waitForMove?: boolean; signal: AbortSignal; onStatus?: (status: string, tryNumber: number) => void },
): Promise<{ outcome: PollOutcome; state: string; route: string }> {
  let state = opts.from;
  let readyIn: number | null = null;
  const result = await pollStatus({
    table: statusTable(),
    waitingState: opts.waitingState,
    // once the server has moved the application on, its new page is where the reader belongs, even when
    // that page waits as well (signing's NOTE_SIGNING is a working status): that page polls in its turn
    stillWaiting: opts.waitForMove ? () => state === opts.from : undefined,
    signal: opts.signal,
    onStatus: opts.onStatus,
    readyIn: () => readyIn,
    fetchStatus: async () => {
      const answer = await fetchStatus(uuid, opts.signal);
      state = answer.state;
      readyIn = answer.readyInMs ?? null;
      return answer.status;
    },
  });
  const route = resolveRoute({ table: statusTable(), flow: applicantFlow(), status: result.status, state, timedOut: result.outcome === 'exhausted' });
  return { outcome: result.outcome, state, route };
}

/** Why a step's reads stop: the reader left the page or started another action. */
export const leftPage = () => new DOMException('The reader moved on from this step', 'AbortError');

/**
 * Step routing after an action (spec section 4): take the application the write answered (read it
 * when there was no write), poll the server's status with backoff while it says it is working, then go
 * to the page its status maps to (the flow state's page as fallback, the time-out page when polling
 * gave up).
 */
export function useStepRouting(uuid: string) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [working, setWorking] = useState(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(leftPage()), []);

  const routeOn = useCallback(async (afterWrite?: ApplicationRecord) => {
    abort.current?.abort(leftPage());
    const controller = new AbortController();
    abort.current = controller;
    setWorking(true);
    try {
      // A write answers the application as it left it (and has put it in the cache): no second read.
      let app = afterWrite;
      if (!app) {
        app = await api.get<ApplicationRecord>(applicationPath(uuid), { signal: controller.signal });
        qc.setQueryData(applicationKey(uuid), app);
      }
      const { outcome, state, route } = await pollForRoute(uuid, {
        from: app.state, waitingState: applicantFlow().state(app.state)?.waiting === true, signal: controller.signal,
      });
      if (outcome === 'aborted') return;
      if (state !== app.state) await qc.invalidateQueries({ queryKey: applicationKey(uuid) });
      navigate(stepUrl(uuid, route), { replace: false });
    } catch (e) {
      // the reader moved on (another action, another page): what this one was waiting for no longer matters
      if (controller.signal.aborted) return;
      throw e;
    } finally {
      if (abort.current === controller) setWorking(false);
    }
  }, [uuid, qc, navigate]);

  return { routeOn, working };
}
