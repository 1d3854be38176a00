import { useEffect, useState } from 'react';
import type { QueuedConversation } from '../../../api/chat';
import { stepLabelKey } from '../../../product/progress';
import { content } from '../../content';
import { useCopy } from '../../org-context';
import { languageLabel } from '../staff/labels';

/** The path of the page a visitor is on (the host is always the lender's own). */
const pagePath = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
};

/** Re-renders every 30 seconds, so wait times stay current. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Waiting conversations of the org and the agent's own open ones: who, signed in or not, their application and page, and how long they have waited. */
export function QueueList(props: { conversations: QueuedConversation[]; selected: string | null; busy: boolean; onJoin: (c: QueuedConversation) => void }) {
  const copy = useCopy();
  const now = useNow();
  if (!props.conversations.length) return <p>{copy('agent.empty')}</p>;
  return (
    <ul className="agent-queue">
      {props.conversations.map((c) => {
        const page = pagePath(c.pageUrl);
        const minutes = Math.max(0, Math.floor((now - Date.parse(c.createdAt)) / 60_000));
        return (
          <li key={c.id} className={c.id === props.selected ? 'agent-queue__item agent-queue__item--selected' : 'agent-queue__item'}>
            <p className="agent-queue__name">{c.friendlyName}</p>
            <p className="agent-queue__meta">
              {c.application ? copy('agent.application', {
                loanNumber: c.application.loanNumber,
                step: copy((content.flows.applicant && stepLabelKey(content.flows.applicant, c.application.state)) ?? 'agent.stepOther'),
              }) : copy(c.signedIn ? 'agent.signedIn' : 'agent.notSignedIn')}
            </p>
            {c.application?.language ? <p className="agent-queue__meta">{copy('agent.language', { language: languageLabel(copy, c.application.language) })}</p> : null}
            {page ? <p className="agent-queue__meta break-all">{copy('agent.page', { page })}</p> : null}
            <p className="agent-queue__meta">
              {c.emailAddress ? <>{c.emailAddress} · </> : null}
              {c.state === 'WAITING' ? copy('agent.waitingFor', { minutes }) : copy('agent.active')}
            </p>
            <button
              type="button"
              className="button button--secondary"
              disabled={props.busy}
              aria-label={`${c.state === 'WAITING' ? copy('agent.join') : copy('agent.open')} ${c.friendlyName}`}
              onClick={() => props.onJoin(c)}
            >
              {c.state === 'WAITING' ? copy('agent.join') : copy('agent.open')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
