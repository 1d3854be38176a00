import { useState, type FormEvent } from 'react';
import { ServiceError } from '../../../../api/errors';
import { downloadDraftExport, useDraftActions, useDraftDiff, useStudioAudit, useVersionActions, type PublishConflict, type PublishRefused, type StudioAuditEntry } from '../../../../api/studio';
import { useCopy, type CopyKey } from '../../../org-context';
import { dateTime } from '../labels';
import { StaffError, StaffLoading } from '../staff-error';
import { DiffView } from './diff-view';
import { ProblemList } from './studio-controls';
import { useStudio } from './studio-state';

/** The Publish tab: what the draft changes, its problems, the diff, publish, history with rollback, export and the audit trail. */
export default function PublishTab() {
  const copy = useCopy();
  const studio = useStudio();
  const diff = useDraftDiff();
  const { revert, discard } = useDraftActions();
  const { publish } = useVersionActions();
  const [message, setMessage] = useState('');
  const [outcome, setOutcome] = useState<{ kind: 'published'; id: string } | { kind: 'conflict'; data: PublishConflict } | { kind: 'refused'; data: PublishRefused } | { kind: 'failed'; error: unknown }>();
  const [exportState, setExportState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const files = studio.draft.files;
  const blocked = studio.problems.length > 0 || files.length === 0 || studio.saving !== 'idle';

  const onPublish = async (e: FormEvent) => {
    e.preventDefault();
    setOutcome(undefined);
    await studio.flush();
    try {
      const version = await publish.mutateAsync({ message: message.trim(), parent: studio.history.current });
      studio.forget();
      setMessage('');
      setOutcome({ kind: 'published', id: version.id });
    } catch (error) {
      if (error instanceof ServiceError && error.status === 409) setOutcome({ kind: 'conflict', data: error.data as PublishConflict });
      else if (error instanceof ServiceError && error.status === 422) setOutcome({ kind: 'refused', data: error.data as PublishRefused });
      else setOutcome({ kind: 'failed', error });
    }
  };

  const onExport = async () => {
    setExportState('busy');
    try {
      await downloadDraftExport();
      setExportState('idle');
    } catch {
      setExportState('failed');
    }
  };

  return (
    <div className="studio-publish">
      <h2>{copy('studio.publish.changed')}</h2>
      {files.length === 0 ? <p>{copy('studio.publish.noChanges')}</p> : (
        <ul className="studio-files">
          {files.map((f) => (
            <li key={f.path}>
              <code>{f.path}</code>{f.isNew ? <span className="studio-badge studio-badge--added">{copy('studio.change.added')}</span> : null}{' '}
              <button type="button" className="button button--small" disabled={revert.isPending} onClick={() => revert.mutate(f.path, { onSuccess: studio.forget })}>
                {copy('studio.publish.revert')}<span className="visually-hidden"> {f.path}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {files.length ? (
        <p>
          <button type="button" className="button button--small" disabled={discard.isPending} onClick={() => discard.mutate(undefined, { onSuccess: studio.forget })}>{copy('studio.publish.discard')}</button>{' '}
          <button type="button" className="button button--small" disabled={exportState === 'busy'} onClick={() => void onExport()}>{copy('studio.publish.export')}</button>
          {exportState === 'failed' ? <span role="alert"> {copy('studio.publish.exportFailed')}</span> : null}
        </p>
      ) : null}

      <h2>{copy('studio.problems.heading')}</h2>
      <ProblemList />

      <h2>{copy('studio.diff.heading', { version: studio.history.current })}</h2>
      {diff.isPending ? <StaffLoading /> : diff.isError ? <StaffError error={diff.error} onRetry={() => void diff.refetch()} /> : <DiffView diff={diff.data} />}

      <h2>{copy('studio.publish.heading')}</h2>
      <form onSubmit={(e) => void onPublish(e)} className="studio-publish__form">
        <div className="field">
          <label className="field__label" htmlFor="studio-publish-message">{copy('studio.publish.message')}</label>
          <textarea id="studio-publish-message" required maxLength={500} value={message} onChange={(e) => setMessage(e.target.value)} aria-describedby="studio-publish-why" />
          <p id="studio-publish-why" className="field__description">
            {studio.problems.length ? copy(studio.problems.length === 1 ? 'studio.publish.blockedProblemsOne' : 'studio.publish.blockedProblems', { count: studio.problems.length }) : files.length ? copy('studio.publish.ready') : copy('studio.publish.noChanges')}
          </p>
        </div>
        <button type="submit" className="button button--primary" disabled={blocked || publish.isPending || !message.trim()}>{copy('studio.publish.button')}</button>
      </form>
      <div aria-live="polite">
        {outcome?.kind === 'published' ? <p className="studio-ok">{copy('studio.publish.done', { version: outcome.id })}</p> : null}
        {outcome?.kind === 'failed' ? <StaffError error={outcome.error} /> : null}
      </div>
      {outcome?.kind === 'refused' ? (
        <div role="alert">
          <p>{copy('studio.publish.refused')}</p>
          <ul>{outcome.data.problems.map((p, i) => <li key={i}><code>{p.file} {p.pointer}</code> {p.message}</li>)}</ul>
        </div>
      ) : null}
      {outcome?.kind === 'conflict' ? (
        <div role="alert">
          <p>{copy('studio.publish.conflict', { version: outcome.data.current })}</p>
          <DiffView diff={outcome.data.diff} />
        </div>
      ) : null}

      <History />
      <Audit />
    </div>
  );
}

function History() {
  const copy = useCopy();
  const studio = useStudio();
  const { rollback } = useVersionActions();
  const [target, setTarget] = useState<string>();
  const [message, setMessage] = useState('');
  const [done, setDone] = useState<string>();
  // rolling back publishes every file of an earlier version again: platform editors only (the server refuses others)
  const mayRollBack = studio.editor.scope === 'all';
  const onRollback = (e: FormEvent) => {
    e.preventDefault();
    if (!target) return;
    rollback.mutate({ id: target, message: message.trim() }, {
      onSuccess: (v) => {
        studio.forget();
        setDone(copy('studio.history.rolledBack', { from: target, version: v.id }));
        setTarget(undefined);
        setMessage('');
      },
    });
  };
  return (
    <>
      <h2>{copy('studio.history.heading')}</h2>
      <div className="table-scroll" role="region" aria-label={copy('studio.history.heading')} tabIndex={0}>
        <table className="data-table studio-history">
          <thead>
            <tr>
              <th scope="col">{copy('studio.history.version')}</th>
              <th scope="col">{copy('studio.history.when')}</th>
              <th scope="col">{copy('studio.history.author')}</th>
              <th scope="col">{copy('studio.history.message')}</th>
              <th scope="col">{copy('studio.history.files')}</th>
              {mayRollBack ? <th scope="col">{copy('studio.history.action')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {studio.history.versions.map((v) => (
              <tr key={v.id}>
                <th scope="row"><code>{v.id}</code>{v.id === studio.history.current ? ` (${copy('studio.history.current')})` : ''}</th>
                <td>{dateTime(v.createdAt)}</td>
                <td>{v.authorName ?? copy('studio.history.repository')}</td>
                <td>{v.message}</td>
                <td>{v.changedFiles.length}</td>
                {mayRollBack ? (
                  <td>
                    {v.id === studio.history.current ? '–' : (
                      <button type="button" className="button button--small" onClick={() => setTarget(v.id)}>
                        {copy('studio.history.rollback')}<span className="visually-hidden"> {v.id}</span>
                      </button>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {target && mayRollBack ? (
        <form onSubmit={onRollback} className="studio-publish__form">
          <div className="field">
            <label className="field__label" htmlFor="studio-rollback-message">{copy('studio.history.rollbackMessage', { version: target })}</label>
            <textarea id="studio-rollback-message" required maxLength={500} value={message} onChange={(e) => setMessage(e.target.value)} />
          </div>
          <button type="submit" className="button button--primary" disabled={!message.trim() || rollback.isPending}>{copy('studio.history.rollbackButton', { version: target })}</button>{' '}
          <button type="button" className="button" onClick={() => setTarget(undefined)}>{copy('studio.cancel')}</button>
        </form>
      ) : null}
      <div aria-live="polite">{done ? <p className="studio-ok">{done}</p> : null}</div>
      {rollback.isError ? <StaffError error={rollback.error} /> : null}
    </>
  );
}

/** The copy key of an audit action: draft-save is studio.audit.draftSave. */
const auditKey = (action: StudioAuditEntry['action']) => `studio.audit.${action.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}` as CopyKey;

function Audit() {
  const copy = useCopy();
  const audit = useStudioAudit();
  return (
    <>
      <h2>{copy('studio.audit.heading')}</h2>
      {audit.isPending ? <StaffLoading /> : audit.isError ? <StaffError error={audit.error} onRetry={() => void audit.refetch()} /> : audit.data.entries.length === 0 ? <p>{copy('studio.audit.none')}</p> : (
        <ul className="studio-audit">
          {audit.data.entries.slice(0, 50).map((e) => (
            <li key={e.id}>{dateTime(e.at)} · {e.actorName} · {copy(auditKey(e.action))}{e.path ? ` · ${e.path}` : ''}{e.versionId ? ` · ${e.versionId}` : ''}</li>
          ))}
        </ul>
      )}
    </>
  );
}
