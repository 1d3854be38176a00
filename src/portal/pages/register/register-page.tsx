import { useRendererContent } from '../../../renderer/content-context';
import { useCopy } from '../../org-context';
import { NotAccepting } from '../not-accepting/not-accepting';
import { RegisterSteps } from './register-steps';
import { useAcceptance } from './use-acceptance';

/** /account/heloc/register: the registration steps, or the not-accepting page for this org and link. */
export default function RegisterPage() {
  const acceptance = useAcceptance();
  const copy = useCopy();
  const { content } = useRendererContent();
  const flow = content.flows.registration;
  if (acceptance.status === 'pending') return <p role="status">{copy('app.loading')}…</p>;
  if (acceptance.status === 'closed') return <NotAccepting reason={acceptance.reason ?? 'loanOfficer'} />;
  if (!flow) throw new Error('flows/registration.flow.json is missing');
  return <RegisterSteps flow={flow} loanOriginatorUuid={acceptance.loanOriginatorUuid} />;
}
