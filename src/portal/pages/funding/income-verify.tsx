import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useScreenWrite, type ScreenAnswer } from '../../../api/application';
import { INCOME_LINK_TYPES, type IncomeLinkType } from '../../../contracts/portal';
import { stepLabelKey } from '../../../product/progress';
import { IncomeLink } from '../../../widgets/income/income-link';
import { FormFailure } from '../../forms/use-form-action';
import { Dialog } from '../../shell/dialog';
import { useCopy, useOrg } from '../../org-context';
import { applicantFlow } from '../application/flow';
import type { StepPageProps } from '../application/step-props';
import { useScreenAction } from '../application/use-screen-action';
import { useStepRouting } from '../application/use-step-routing';
import { StepFrame } from './step-frame';

const isLinkType = (v: string | null): v is IncomeLinkType => (INCOME_LINK_TYPES as readonly (string | null)[]).includes(v);

/**
 * income/review: income verified through the income provider's window (payroll provider or bank, its
 * sign-in, consent, progress; the income-review screen's write), or paystubs uploaded instead (the
 * income-manual screen: the flow's paystub step). The outcome shows in the window; Continue goes on
 * to where the flow sent the application.
 */
export default function IncomeVerifyPage({ uuid }: StepPageProps) {
  const copy = useCopy();
  const org = useOrg();
  const [query] = useSearchParams();
  const initialKind = query.get('linkType');
  const [open, setOpen] = useState(isLinkType(initialKind));
  const [saved, setSaved] = useState<ScreenAnswer>();
  // the answer is held back until Continue, or the page of the next step would replace the window's outcome
  const write = useScreenWrite(uuid, { holdAnswer: true });
  const { routeOn, working } = useStepRouting(uuid);
  const manual = useScreenAction<{ method: 'PAYSTUBS' }>(uuid, 'income-manual');
  // still at the income step after the write: the provider's income did not settle it (paystubs or the employer asked for)
  const verified = saved ? stepLabelKey(applicantFlow().flow, saved.state) !== 'progress.incomeSources' : false;
  const shares = [copy('income.window.shareEmployer'), copy('income.window.shareIncome'), copy('income.window.sharePay')];
  const kindText = (kind: IncomeLinkType, payroll: Parameters<typeof copy>[0], bank: Parameters<typeof copy>[0]) => copy(kind === 'payroll' ? payroll : bank);

  return (
    <StepFrame title={copy('income.title')}>
      <p className="page-intro">{copy('income.intro')}</p>
      <FormFailure message={manual.failure} />
      <div className="form-actions">
        <button type="button" className="button button--primary" disabled={manual.busy || working} onClick={() => setOpen(true)}>{copy('income.open')}</button>
      </div>
      <p className="page-note">{copy('income.neverPassword', { brand: org.orgBrand })}</p>
      <p>
        <button type="button" className="link-button" disabled={manual.busy || working} onClick={() => void manual.run({ method: 'PAYSTUBS' })}>
          {copy('income.manual')}
        </button>
      </p>
      <Dialog open={open} onClose={() => setOpen(false)} title={copy('income.window.title')} className="dialog--vendor" closable={!write.isPending}>
        {saved ? (
          <div className="bank-link income-link" role="status">
            <h3 className="bank-link__step">{copy(verified ? 'income.window.verified' : 'income.window.moreNeeded')}</h3>
            <p>{copy(verified ? 'income.window.verifiedText' : 'income.window.moreNeededText')}</p>
            <div className="bank-link__actions">
              <button type="button" className="button button--primary" disabled={working} onClick={() => { write.keep(saved); void routeOn(saved); }}>{copy('funding.continue')}</button>
            </div>
          </div>
        ) : (
          <IncomeLink
            applicationUuid={uuid}
            initialKind={isLinkType(initialKind) ? initialKind : undefined}
            text={{
              chooseKind: copy('income.window.chooseKind'),
              payroll: copy('income.window.payroll'), payrollHint: copy('income.window.payrollHint'),
              bank: copy('income.window.bank'), bankHint: copy('income.window.bankHint'),
              search: (kind) => kindText(kind, 'income.window.searchPayroll', 'income.window.searchBank'),
              chooseProvider: (kind) => kindText(kind, 'income.window.choosePayroll', 'income.window.chooseBank'),
              noMatch: (q) => copy('income.window.noMatch', { query: q }),
              signIn: (provider) => copy('income.window.signIn', { provider }),
              username: copy('income.window.username'), password: copy('income.window.password'),
              sandboxHint: __DEV_TOOLS__ ? copy('income.window.sandboxHint') : '',
              next: copy('income.window.next'), back: copy('income.window.back'),
              consentTitle: copy('income.window.consentTitle'), consentItems: shares,
              consent: (provider) => copy('income.window.consent', { provider, brand: org.orgBrand }),
              agree: copy('income.window.agree'),
              working: (provider) => copy('income.window.working', { provider }),
              required: copy('validation.required'),
              vendorNote: copy('income.window.vendorNote', { brand: org.orgBrand }),
            }}
            onVerify={async (answer) => setSaved(await write.mutateAsync({ screenId: 'income-review', data: answer }))}
          />
        )}
      </Dialog>
    </StepFrame>
  );
}
