import type { ChatConversation } from '../../../api/chat';
import { stepLabelKey } from '../../../product/progress';
import { content } from '../../content';
import { useCopy } from '../../org-context';

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

/** Waiting conversations of the org and the agent's own open ones. */
export function QueueList(props: { conversations: ChatConversation[]; selected: string | null; busy: boolean; onJoin: (c: ChatConversation) => void }) {
  const copy = useCopy();
  if (!props.conversations.length) return <p>{copy('agent.empty')}</p>;
  return (
    <ul className="agent-queue">
      {props.conversations.map((c) => (
        <li key={c.id} className={c.id === props.selected ? 'agent-queue__item agent-queue__item--selected' : 'agent-queue__item'}>
          <p className="agent-queue__name">{c.friendlyName}</p>
          {c.application ? (
            <p className="agent-queue__meta">
              {copy('agent.application', {
                loanNumber: c.application.loanNumber,
                step: copy((content.flows.applicant && stepLabelKey(content.flows.applicant, c.application.state)) ?? 'agent.stepOther'),
              })}
            </p>
          ) : null}
          <p className="agent-queue__meta">
            {c.emailAddress ? <>{c.emailAddress} · </> : null}
            {c.skill} · {c.state === 'WAITING' ? copy('agent.waitingSince', { time: time(c.createdAt) }) : copy('agent.active')}
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
      ))}
    </ul>
  );
}
