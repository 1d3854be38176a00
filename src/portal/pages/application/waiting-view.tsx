import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { applicationKey, fetchStatus } from '../../../api/application';
import { POLL_POLICY, pollStatus } from '../../../engine/polling';
import { resolveRoute } from '../../../engine/status-routing';
import { useCopy } from '../../org-context';
import { applicantFlow, statusTable, stepUrl } from './flow';

/**
 * A waiting state: the server moves on by itself, so the page shows progress and polls the status
 * (the longer budget of waiting states) until it changes, then routes to the next page.
 */
export function WaitingView({ uuid, route }: { uuid: string; route: string }) {
  const copy = useCopy();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [tries, setTries] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let state = '';
    void pollStatus({
      table: statusTable(),
      waitingState: true,
      signal: controller.signal,
      onStatus: (_s, n) => setTries(n),
      fetchStatus: async () => {
        const answer = await fetchStatus(uuid, controller.signal);
        state = answer.state;
        return answer.status;
      },
    }).then(async (result) => {
      if (result.outcome === 'aborted' || controller.signal.aborted) return;
      await qc.invalidateQueries({ queryKey: applicationKey(uuid) });
      const next = resolveRoute({ table: statusTable(), flow: applicantFlow(), status: result.status, state, timedOut: result.outcome === 'exhausted' });
      if (next !== route) navigate(stepUrl(uuid, next), { replace: true });
    }).catch(() => undefined);
    return () => controller.abort();
  }, [uuid, route, navigate, qc]);

  return (
    <section className="waiting" aria-labelledby="waiting-title">
      <h1 id="waiting-title" className="page-title">{copy('step.waiting.title')}</h1>
      <p className="page-intro">{copy('step.waiting.intro')}</p>
      <label className="waiting__label" htmlFor="waiting-progress">{copy('step.waiting.progress')}</label>
      <progress id="waiting-progress" max={POLL_POLICY.waitingTries} value={tries} />
    </section>
  );
}
