import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { applicationKey, chooseDisburseAccount, fundingKey } from '../../../api/funding';
import { BankLink } from '../../../widgets/bank/bank-link';
import { useCopy } from '../../org-context';
import { StepPage, useStep } from './step';

export const OAUTH_RETURN_KEY = 'bankLinkApplication';

/** bank/disburse: connect the account that receives the funds (bank-link widget), or enter it by hand. */
export default function BankLinkPage() {
  const { uuid, status } = useStep(['ach', 'manualAutopay', 'autopay']);
  const copy = useCopy();
  const qc = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    // a bank that logs in through OAuth returns to /plaid-oauth-success, which brings the reader back here
    sessionStorage.setItem(OAUTH_RETURN_KEY, uuid);
  }, [uuid]);
  return (
    <StepPage title={copy('bank.title')} status={status}>
      <p className="page-intro">{copy('bank.intro')}</p>
      <BankLink
        applicationUuid={uuid}
        text={{
          title: copy('bank.linkTitle'), search: copy('bank.search'), chooseBank: copy('bank.chooseBank'), username: copy('bank.username'),
          password: copy('bank.password'), connect: copy('bank.connect'), chooseAccount: copy('bank.chooseAccount'), useAccount: copy('bank.useAccount'),
          back: copy('bank.back'), sandboxHint: __DEV_TOOLS__ ? copy('bank.sandboxHint') : '', ending: copy('bank.ending'),
        }}
        onChosen={async (account) => {
          const app = await chooseDisburseAccount(uuid, account.uuid);
          qc.setQueryData(applicationKey(uuid), app);
          await qc.invalidateQueries({ queryKey: fundingKey(uuid) });
          navigate(`/account/heloc/${uuid}/bank/confirm`);
        }}
      />
      <p><Link to={`/account/heloc/${uuid}/bank/manual-disburse`}>{copy('bank.manual')}</Link></p>
    </StepPage>
  );
}

/** bank/confirm: the account chosen, before the payment method. */
export function BankConfirmPage() {
  const { uuid, status } = useStep(['autopay', 'docVerify', 'manualAutopay']);
  const copy = useCopy();
  const account = status.data?.application.disburseAccount;
  return (
    <StepPage title={copy('bank.confirmTitle')} status={status}>
      {account ? <p>{copy('bank.confirmAccount', { name: account.accountName ?? '', institution: account.institutionName ?? '', mask: account.mask })}</p> : null}
      <Link className="button button--primary" to={`/account/heloc/${uuid}/bank/autopay`}>{copy('funding.continue')}</Link>
    </StepPage>
  );
}

/** plaid-oauth-success: a bank's OAuth login returns here; go back to the bank step of the application. */
export function OauthSuccessPage() {
  const navigate = useNavigate();
  const copy = useCopy();
  useEffect(() => {
    const uuid = sessionStorage.getItem(OAUTH_RETURN_KEY);
    navigate(uuid ? `/account/heloc/${uuid}/bank/disburse` : '/dashboard', { replace: true });
  }, [navigate]);
  return <p role="status">{copy('bank.oauth')}</p>;
}
