import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { applicationKey, fetchStatus, type ApplicationRecord } from '../../../api/application';
import { api } from '../../../api/client';
import { applicationPath } from '../../../api/application';
import { pollStatus } from '../../../engine/polling';
import { resolveRoute } from '../../../engine/status-routing';
import { applicantFlow, statusTable, stepUrl } from './flow';

/**
 * Step routing after an action (spec section 4): refetch the application, poll the server's status
 * with backoff while it says it is working, then go to the page its status maps to (the flow state's
 * page as fallback, the time-out page when polling gave up).
 */
export function useStepRouting(uuid: string) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [working, setWorking] = useState(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const routeOn = useCallback(async (afterWrite?: ApplicationRecord) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setWorking(true);
    try {
      const app = await api.get<ApplicationRecord>(applicationPath(uuid), { signal: controller.signal });
      qc.setQueryData(applicationKey(uuid), app);
      const flow = applicantFlow();
      let state = (afterWrite ?? app).state;
      const result = await pollStatus({
        table: statusTable(),
        waitingState: flow.state(app.state)?.waiting === true,
        signal: controller.signal,
        fetchStatus: async () => {
          const answer = await fetchStatus(uuid, controller.signal);
          state = answer.state;
          return answer.status;
        },
      });
      if (result.outcome === 'aborted') return;
      if (state !== app.state) await qc.invalidateQueries({ queryKey: applicationKey(uuid) });
      const route = resolveRoute({ table: statusTable(), flow, status: result.status, state, timedOut: result.outcome === 'exhausted' });
      navigate(stepUrl(uuid, route), { replace: false });
    } finally {
      if (abort.current === controller) setWorking(false);
    }
  }, [uuid, qc, navigate]);

  return { routeOn, working };
}
