import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../shell/links';
import { BankLink } from '../../../widgets/bank/bank-link';
import { FormFailure } from '../../forms/use-form-action';
import { Dialog } from '../../shell/dialog';
import { useCopy, useOrg } from '../../org-context';
import { stateShows, stepUrl } from '../application/flow';
import type { StepPageProps } from '../application/step-props';
import { useScreenAction } from '../application/use-screen-action';
import { StepFrame } from './step-frame';
import { DASHBOARD_PATH } from '../../../lib/page-paths';

export const OAUTH_RETURN_KEY = 'bankLinkApplication';

interface DisburseChoice { method: 'LINKED' | 'MANUAL'; accountUuid?: string }

/**
 * bank/disburse: the account that receives the funds, written with the bank-disburse screen: one
 * linked through the bank-link window (then its confirmation), or "by hand" (the flow's next step).
 */
export default function BankLinkPage({ uuid }: StepPageProps) {
  const copy = useCopy();
  const org = useOrg();
  const navigate = useNavigate();
  const [linking, setLinking] = useState(false);
  const { run, busy, failure } = useScreenAction<DisburseChoice>(uuid, 'bank-disburse', (saved) => {
    // the step the account leads to shows it for confirmation first, where the flow has that page
    if (!stateShows(saved.state, 'bank/confirm')) return false;
    navigate(stepUrl(uuid, 'bank/confirm'));
    return true;
  });
  useEffect(() => {
    // a bank that logs in through OAuth returns to /plaid-oauth-success, which brings the reader back here
    sessionStorage.setItem(OAUTH_RETURN_KEY, uuid);
  }, [uuid]);
  return (
    <StepFrame title={copy('bank.title')}>
      <p className="page-intro">{copy('bank.intro')}</p>
      <FormFailure message={failure} />
      <div className="form-actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => setLinking(true)}>{copy('bank.open')}</button>
      </div>
      <p><button type="button" className="link-button" disabled={busy} onClick={() => void run({ method: 'MANUAL' })}>{copy('bank.manual')}</button></p>
      <Dialog open={linking} onClose={() => setLinking(false)} title={copy('bank.linkTitle')} className="dialog--vendor">
        <BankLink
          applicationUuid={uuid}
          text={{
            search: copy('bank.search'), chooseBank: copy('bank.chooseBank'), noMatch: (query) => copy('bank.noMatch', { query }), noMatchHint: copy('bank.noMatchHint'),
            username: copy('bank.username'), password: copy('bank.password'), connect: copy('bank.connect'), chooseAccount: copy('bank.chooseAccount'),
            useAccount: copy('bank.useAccount'), back: copy('bank.back'), sandboxHint: __DEV_TOOLS__ ? copy('bank.sandboxHint') : '', ending: copy('bank.ending'),
            vendorNote: copy('bank.vendorNote', { brand: org.orgBrand }),
          }}
          onChosen={(account) => {
            // the window closes on the choice: the write's outcome shows on the page
            setLinking(false);
            return run({ method: 'LINKED', accountUuid: account.uuid });
          }}
        />
      </Dialog>
    </StepFrame>
  );
}

/** bank/confirm: the account chosen, before the payment method. */
export function BankConfirmPage({ uuid, app }: StepPageProps) {
  const copy = useCopy();
  const account = app.disburseAccount;
  return (
    <StepFrame title={copy('bank.confirmTitle')}>
      {account ? <p>{copy('bank.confirmAccount', { name: account.accountName ?? '', institution: account.institutionName ?? '', mask: account.mask })}</p> : null}
      <Link className="button button--primary" to={stepUrl(uuid, 'bank/autopay')}>{copy('funding.continue')}</Link>
    </StepFrame>
  );
}

/** plaid-oauth-success: a bank's OAuth login returns here; go back to the bank step of the application. */
export function OauthSuccessPage() {
  const navigate = useNavigate();
  const copy = useCopy();
  useEffect(() => {
    const uuid = sessionStorage.getItem(OAUTH_RETURN_KEY);
    navigate(uuid ? stepUrl(uuid, 'bank/disburse') : DASHBOARD_PATH, { replace: true });
  }, [navigate]);
  return <p role="status">{copy('bank.oauth')}</p>;
}
