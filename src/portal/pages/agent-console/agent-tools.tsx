import { useId, useState } from 'react';
import { AGENT_NOTE_FORM, transferConversation, useNotes, useOtherAgents, usePastConversations } from '../../../api/agent-console';
import type { ChatConversation } from '../../../api/chat';
import { toDisplayDateTime } from '../../../lib/format';
import { SchemaForm } from '../../../renderer/schema-form';
import { shellStrings } from '../../copy';
import { useCopy } from '../../org-context';

const CANNED_PREFIX = 'agent.canned.';
const time = (iso: string) => toDisplayDateTime(iso) ?? iso;

/** Canned replies are the copy keys agent.canned.*; an org rewords one in its copy, or hides it with an empty string. */
export function CannedReplies({ onSend }: { onSend: (text: string) => Promise<void> }) {
  const copy = useCopy();
  const id = useId();
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  const replies = Object.keys(shellStrings).filter((k): k is `agent.canned.${string}` => k.startsWith(CANNED_PREFIX)).map((k) => ({ key: k, text: copy(k) })).filter((r) => r.text.trim() !== '');
  if (!replies.length) return null;
  const send = async () => {
    const text = replies.find((r) => r.key === choice)?.text;
    if (!text) return;
    setBusy(true);
    try {
      await onSend(text);
      setChoice('');
    } catch {
      // the console shows the send-failed alert
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="agent-tool">
      <label htmlFor={id}>{copy('agent.cannedLabel')}</label>
      <select id={id} value={choice} onChange={(e) => setChoice(e.target.value)}>
        <option value="">{copy('agent.cannedChoose')}</option>
        {replies.map((r) => <option key={r.key} value={r.key}>{r.text}</option>)}
      </select>
      <button type="button" className="button button--small" disabled={!choice || busy} onClick={() => void send()}>{copy('agent.cannedSend')}</button>
    </div>
  );
}

/** Hands the chat to another agent at the console. */
export function TransferControl({ conversation, onTransferred, onError }: { conversation: ChatConversation; onTransferred: (c: ChatConversation, name: string) => void; onError: () => void }) {
  const copy = useCopy();
  const id = useId();
  const agents = useOtherAgents(true);
  const [target, setTarget] = useState('');
  const [busy, setBusy] = useState(false);
  const list = agents.data ?? [];
  if (agents.isSuccess && list.length === 0) return <p className="agent-tool">{copy('agent.transferNone')}</p>;
  const transfer = async () => {
    const to = list.find((a) => a.id === target);
    if (!to) return;
    setBusy(true);
    try {
      onTransferred(await transferConversation(conversation.id, to.id), to.name);
    } catch {
      onError();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="agent-tool">
      <label htmlFor={id}>{copy('agent.transferLabel')}</label>
      <select id={id} value={target} onChange={(e) => setTarget(e.target.value)}>
        <option value="">{copy('agent.transferChoose')}</option>
        {list.map((a) => <option key={a.id} value={a.id}>{a.away ? copy('agent.transferAway', { name: a.name }) : a.name}</option>)}
      </select>
      <button type="button" className="button button--small" disabled={!target || busy} onClick={() => void transfer()}>{copy('agent.transfer')}</button>
    </div>
  );
}

/** Internal notes on the chat: agents only, never sent to the visitor. */
export function NotesPanel({ conversationId }: { conversationId: string }) {
  const copy = useCopy();
  const { notes, add } = useNotes(conversationId);
  const [formKey, setFormKey] = useState(0);
  return (
    <section aria-labelledby="agent-notes-title" className="agent-notes">
      <h3 id="agent-notes-title">{copy('agent.notes')}</h3>
      {notes.data?.length ? (
        <ul className="staff-history">
          {notes.data.map((n) => <li key={n.id}><p>{n.body}</p><p className="page-note">{copy('agent.noteBy', { author: n.author, time: time(n.timestamp) })}</p></li>)}
        </ul>
      ) : <p>{copy('agent.notesEmpty')}</p>}
      <SchemaForm
        key={formKey}
        screen={AGENT_NOTE_FORM}
        showTitle={false}
        disabled={add.isPending}
        onSubmit={(data) => add.mutate(data as { body: string }, { onSuccess: () => setFormKey((k) => k + 1) })}
      />
    </section>
  );
}

/** The same visitor's earlier chats, each one's messages behind a disclosure. */
export function PastChats({ conversationId }: { conversationId: string }) {
  const copy = useCopy();
  const past = usePastConversations(conversationId);
  return (
    <section aria-labelledby="agent-past-title" className="agent-past">
      <h3 id="agent-past-title">{copy('agent.past')}</h3>
      {!past.data?.length ? <p>{copy('agent.pastNone')}</p> : past.data.map((c) => (
        <details key={c.id}>
          <summary>{copy('agent.pastItem', { date: time(c.createdAt), agent: c.agentName ?? copy('agent.pastNoAgent') })}</summary>
          <ul className="staff-history">
            {c.messages.map((m) => <li key={m.id}><strong>{m.author}:</strong> {m.body}</li>)}
          </ul>
        </details>
      ))}
    </section>
  );
}
