import { useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../shell/links';
import { ServiceError } from '../../../api/errors';
import { STAFF_CONDITION_FORM, useConditionActions, useStaffApplication, useStaffRecords, type NewCondition } from '../../../api/staff';
import { formatMoney, formatPhone } from '../../../lib/format-basic';
import { SchemaForm } from '../../../renderer/schema-form';
import { useAnnounce } from '../../shell/live-region';
import { useCopy } from '../../org-context';
import { ConditionItem, DocumentsSection, HistorySection, SignaturesSection } from './application-records';
import { DecisionActions } from './decision-actions';
import { content } from '../../content';
import { dateTime, languageLabel, statusLabel, stepLabel } from './labels';
import { StaffError, StaffLoading } from './staff-error';
import { STAFF_PATHS } from '../../../lib/page-paths';

/** Staff: one application of their lender, with its people, offer, documents, conditions, signatures and history. */
export default function StaffApplicationPage() {
  const copy = useCopy();
  const announce = useAnnounce();
  const { uuid = '' } = useParams();
  const app = useStaffApplication(uuid);
  const records = useStaffRecords(uuid);
  const { raise, act } = useConditionActions(uuid);
  const [formKey, setFormKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  if (app.isPending) return <StaffLoading />;
  if (app.isError) {
    return (
      <section>
        <p><Link to={STAFF_PATHS.applications}>{copy('staff.app.back')}</Link></p>
        <StaffError error={app.error} onRetry={() => void app.refetch()} />
      </section>
    );
  }
  const a = app.data;
  const name = [a.borrower?.name?.firstName, a.borrower?.name?.lastName].filter(Boolean).join(' ');
  const address = a.property?.address;
  const raiseError = raise.error instanceof ServiceError ? raise.error : null;
  // a funded, declined or cancelled application takes no condition: the form is not offered
  const closed = content.flows.applicant?.states[a.state]?.final === true;

  const onRaise = (c: NewCondition) => raise.mutate(c, {
    onSuccess: () => { setFormKey((k) => k + 1); announce(copy('staff.app.raised')); setProblem(null); },
  });
  const onAction = (conditionUuid: string, action: 'review' | 'clear') => act.mutate({ uuid: conditionUuid, action }, {
    onSuccess: () => { announce(copy(action === 'review' ? 'staff.app.reviewedDone' : 'staff.app.clearedDone')); setProblem(null); },
    onError: (e) => setProblem(e.message),
  });

  return (
    <article>
      <p><Link to={STAFF_PATHS.applications}>{copy('staff.app.back')}</Link></p>
      <h1 className="page-title">{copy('staff.app.title', { name: name || a.ownerEmail, loanNumber: a.loanNumber })}</h1>
      {problem ? <p role="alert">{problem}</p> : null}
      <div className="staff-sections">
        <section aria-labelledby="staff-summary">
          <h2 id="staff-summary">{copy('staff.app.summary')}</h2>
          <dl className="staff-facts">
            <dt>{copy('staff.app.step')}</dt><dd>{stepLabel(copy, a.state)}</dd>
            <dt>{copy('staff.app.status')}</dt><dd>{statusLabel(copy, a.status)}</dd>
            <dt>{copy('staff.app.email')}</dt><dd className="break-all">{a.ownerEmail}</dd>
            {a.borrower?.phone ? <><dt>{copy('staff.app.phone')}</dt><dd>{formatPhone(String(a.borrower.phone))}</dd></> : null}
            {address ? <><dt>{copy('staff.app.home')}</dt><dd>{[address.street1, address.street2, address.city, address.state, address.zip].filter(Boolean).join(', ')}</dd></> : null}
            <dt>{copy('staff.app.language')}</dt><dd>{languageLabel(copy, a.language)}</dd>
            <dt>{copy('staff.app.started')}</dt><dd>{dateTime(a.auditFields.createdDate)}</dd>
          </dl>
        </section>

        <section aria-labelledby="staff-offer">
          <h2 id="staff-offer">{copy('staff.app.offer')}</h2>
          {typeof a.amount === 'number' && a.amount > 0 ? (
            <dl className="staff-facts">
              <dt>{copy('staff.app.line')}</dt><dd>{formatMoney(a.amount, 0)}</dd>
              {typeof a.rate === 'number' ? <><dt>{copy('staff.app.rate')}</dt><dd>{a.rate}%</dd></> : null}
              {typeof a.term === 'number' ? <><dt>{copy('staff.app.term')}</dt><dd>{copy('staff.app.termYears', { years: a.term })}</dd></> : null}
              {typeof a.monthlyPayment === 'number' ? <><dt>{copy('staff.app.payment')}</dt><dd>{formatMoney(a.monthlyPayment)}</dd></> : null}
            </dl>
          ) : <p>{copy('staff.app.noOffer')}</p>}
        </section>

        <section aria-labelledby="staff-signers">
          <h2 id="staff-signers">{copy('staff.app.signers')}</h2>
          <ul className="staff-history">
            <li>{copy('staff.app.applicant')}: {name} · <span className="break-all">{a.ownerEmail}</span></li>
            {a.helocSigners.map((s) => <li key={s.uuid}>{copy('staff.app.signer')}: {s.firstName} {s.lastName} · <span className="break-all">{s.email}</span> · {s.status}</li>)}
          </ul>
          {a.helocSigners.length === 0 ? <p>{copy('staff.app.noSigners')}</p> : null}
        </section>

        <DecisionActions uuid={uuid} />

        {records.isPending ? <StaffLoading /> : records.isError ? <StaffError error={records.error} onRetry={() => void records.refetch()} /> : (
          <>
            <section aria-labelledby="staff-conditions">
              <h2 id="staff-conditions">{copy('staff.app.conditions')}</h2>
              {records.data.conditions.length === 0 ? <p>{copy('staff.app.noConditions')}</p> : (
                <ul className="staff-history">
                  {records.data.conditions.map((c) => <ConditionItem key={c.uuid} c={c} busy={act.isPending} onAction={(action) => onAction(c.uuid, action)} />)}
                </ul>
              )}
              {closed ? null : (
                <>
                  <h3>{copy('staff.app.raise')}</h3>
                  {raiseError && !raiseError.fieldErrors.length ? <p className="form-errors" role="alert">{raiseError.message}</p> : null}
                  <SchemaForm
                    key={formKey}
                    screen={STAFF_CONDITION_FORM}
                    showTitle={false}
                    disabled={raise.isPending}
                    serverErrors={raiseError?.fieldErrors}
                    onSubmit={(data) => onRaise(data as unknown as NewCondition)}
                  />
                </>
              )}
            </section>
            <DocumentsSection applicationUuid={uuid} documents={records.data.documents} onError={() => setProblem(copy('staff.loadFailed'))} />
            <SignaturesSection signatures={records.data.signatures} />
            <HistorySection history={records.data.history} />
          </>
        )}
      </div>
    </article>
  );
}
