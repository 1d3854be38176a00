import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { applicationKey, fundingKey, linkIncome } from '../../../api/funding';
import { SchemaForm } from '../../../renderer/schema-form';
import { FormFailure, useFormAction } from '../../forms/use-form-action';
import { useCopy } from '../../org-context';
import { StepPage, WaitingNotice, useStep } from './step';

/** income/review: connect payroll or bank transactions through the income provider; waits while paystubs are reviewed. */
export default function IncomeReviewPage() {
  const { uuid, status, state, goTo } = useStep(['incomeReview', 'waitMerchant'], { poll: true });
  const copy = useCopy();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const linkType = params.get('linkType') ?? params.get('type') ?? undefined;
  // kept here so a failed attempt does not clear what the applicant typed
  const [form, setForm] = useState<Partial<{ linkType: string; username: string; password: string }>>(() => (linkType === 'payroll' || linkType === 'bank-transactions' ? { linkType } : {}));

  const { run: submit, busy, failure, fieldErrors } = useFormAction(async (data: { linkType: string; username: string; password: string }) => {
    const app = await linkIncome(uuid, data);
    qc.setQueryData(applicationKey(uuid), app);
    await qc.invalidateQueries({ queryKey: fundingKey(uuid) });
    goTo(app.state);
  });

  return (
    <StepPage status={status}>
      {state === 'waitMerchant' ? <WaitingNotice text={copy('income.reviewWaiting')} /> : (
        <>
          <FormFailure message={failure} />
          <SchemaForm<{ linkType: string; username: string; password: string }>
            screen="income-review"
            formData={form}
            onChange={setForm}
            onSubmit={submit}
            serverErrors={fieldErrors}
            disabled={busy}
          />
          {__DEV_TOOLS__ ? <p className="page-note">{copy('income.sandboxHint')}</p> : null}
        </>
      )}
    </StepPage>
  );
}
