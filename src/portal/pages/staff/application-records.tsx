import { downloadStaffDocument, useStaffLender, type HistoryEntry, type StaffCondition, type StaffRecords } from '../../../api/staff';
import { STAFF_ACTION_COPY, type StaffActionId } from '../../../product/decisions';
import { useCopy, useOrg } from '../../org-context';
import { categoryLabel, copyKeyPart, dateTime, stateLabel } from './labels';

type Copy = ReturnType<typeof useCopy>;

/** A document the portal made (disclosures), not one a person uploaded. */
export const isGenerated = (d: Pick<StaffRecords['documents'][number], 'kind'>): boolean => d.kind !== 'UPLOAD';

/** The uploads and generated documents, who uploaded each (or that the lender generated it) and when; staff download them. */
export function DocumentsSection({ applicationUuid, documents, onError }: { applicationUuid: string; documents: StaffRecords['documents']; onError: () => void }) {
  const copy = useCopy();
  const org = useOrg();
  const lender = useStaffLender().data?.orgBrand ?? org.orgBrand;
  return (
    <section aria-labelledby="staff-documents">
      <h2 id="staff-documents">{copy('staff.app.documents')}</h2>
      {documents.length === 0 ? <p>{copy('staff.app.noDocuments')}</p> : (
        <ul className="staff-history">
          {documents.map((d) => (
            <li key={d.uuid}>
              <strong>{d.filename}</strong> ({d.type}) · {isGenerated(d)
                ? copy('staff.app.generatedBy', { lender, when: dateTime(d.created) })
                : copy('staff.app.uploadedBy', { who: d.uploadedBy?.email ?? copy('staff.app.byServer'), when: dateTime(d.created) })}{' '}
              <button type="button" className="button button--small" onClick={() => void downloadStaffDocument(applicationUuid, d).catch(onError)}>
                {copy('staff.app.download', { name: d.filename })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One condition: what was asked, where it stands, and the staff actions left on it. */
export function ConditionItem({ c, busy, onAction }: { c: StaffCondition; busy: boolean; onAction: (action: 'review' | 'clear') => void }) {
  const copy = useCopy();
  const label = categoryLabel(c.category);
  return (
    <li className="staff-condition">
      <p><strong>{label}</strong> · <span>{copy(`staff.condition.${copyKeyPart(c.status)}`)}</span></p>
      {c.commentsToBorrower ? <p>{copy('staff.app.note', { note: c.commentsToBorrower })}</p> : null}
      {c.notes ? <p>{copy('staff.app.internal', { note: c.notes })}</p> : null}
      <p className="page-note">
        {dateTime(c.created)}
        {c.reviewedBy ? <> · {copy('staff.condition.reviewedBy', { who: c.reviewedBy })}</> : null}
        {c.clearedBy ? <> · {copy('staff.condition.clearedBy', { who: c.clearedBy, when: dateTime(c.clearedAt) })}</> : null}
      </p>
      {c.status !== 'CLEARED' ? (
        <div className="staff-condition__actions">
          {!c.reviewedAt ? (
            <button type="button" className="button button--small" disabled={busy} onClick={() => onAction('review')} aria-label={`${copy('staff.app.review')}: ${label}`}>
              {copy('staff.app.review')}
            </button>
          ) : null}
          <button type="button" className="button button--small" disabled={busy} onClick={() => onAction('clear')} aria-label={`${copy('staff.app.clear')}: ${label}`}>
            {copy('staff.app.clear')}
          </button>
        </div>
      ) : null}
    </li>
  );
}

export function SignaturesSection({ signatures }: { signatures: StaffRecords['signatures'] }) {
  const copy = useCopy();
  return (
    <section aria-labelledby="staff-signatures">
      <h2 id="staff-signatures">{copy('staff.app.signatures')}</h2>
      {signatures.length === 0 ? <p>{copy('staff.app.noSignatures')}</p> : (
        <ul className="staff-history">
          {signatures.map((s) => (
            <li key={s.uuid}>
              <p>{copy('staff.app.signedBy', { name: s.signerName, role: s.role, when: dateTime(s.signedAt) })}</p>
              <p className="page-note break-all">{copy('staff.app.signatureAudit', { ip: s.ip, agent: s.userAgent ?? '–', sha: s.documentSha256 })}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One line of the history in plain words. */
function historyText(copy: Copy, h: HistoryEntry): string {
  if (h.kind === 'staff' && h.event === 'decision') {
    const id = String(h.detail.action ?? '');
    const action = id in STAFF_ACTION_COPY ? copy(STAFF_ACTION_COPY[id as StaffActionId].label) : id;
    return copy('staff.event.decision', { action, note: String(h.detail.note ?? '') });
  }
  if (h.kind === 'staff') return copy(`staff.event.${h.event}`, { category: categoryLabel(String(h.detail.category ?? '')) });
  const to = stateLabel(copy, h.toState);
  if (h.event === 'create') return copy('staff.event.create', { to });
  return h.fromState === h.toState ? copy('staff.event.stay', { event: h.event, to }) : copy('staff.event.move', { to });
}

export function HistorySection({ history }: { history: HistoryEntry[] }) {
  const copy = useCopy();
  return (
    <section aria-labelledby="staff-history">
      <h2 id="staff-history">{copy('staff.app.history')}</h2>
      <ol className="staff-history">
        {history.map((h) => (
          <li key={h.id}>
            <time dateTime={h.at}>{dateTime(h.at)}</time>
            <span>{historyText(copy, h)}</span>{' '}
            <span className="page-note">{copy('staff.event.by', { who: h.actor?.email ?? copy('staff.app.server') })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
