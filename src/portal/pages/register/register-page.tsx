import { Navigate, useLocation } from 'react-router';
import { useMyApplications } from '../../../api/application-list';
import { useProfile, useStoredToken } from '../../../api/identity';
import { useRendererContent } from '../../../renderer/content-context';
import { latestContentVersion, useContentVersion, useWholeContent } from '../../use-content-version';
import { useCopy } from '../../org-context';
import { openApplication, resumePath } from '../../session/resume';
import { NotAccepting } from '../not-accepting/not-accepting';
import { mayRegisterAnother } from './draft';
import { RegisterSteps } from './register-steps';
import { useAcceptance } from './use-acceptance';

/**
 * /account/heloc/register: the registration steps, or the not-accepting page for this org and link.
 * A signed-in applicant with an application under way goes to its current step instead (draft.ts).
 */
export default function RegisterPage() {
  const acceptance = useAcceptance();
  const copy = useCopy();
  // before an application exists, registration runs on the latest published content (the bundled base if that cannot be read)
  const version = useContentVersion(latestContentVersion());
  const { content } = useRendererContent();
  const { search } = useLocation();
  const signedIn = Boolean(useStoredToken());
  const another = mayRegisterAnother(search);
  const apps = useMyApplications(signedIn && !another);
  const profile = useProfile();
  // where an application under way resumes is the applicant flow's to say
  const whole = useWholeContent(signedIn && !another);
  const flow = content.flows.registration;
  if (signedIn && !another) {
    if (apps.isPending || profile.isPending || !whole) return <p role="status" className="page-loading">{copy('app.loading')}…</p>;
    const open = openApplication(apps.data ?? [], content.flows.applicant);
    if (open) return <Navigate to={resumePath(open, content.flows.applicant, profile.data?.uuid)} replace />;
  }
  if (acceptance.status === 'pending' || version === 'loading') return <p role="status" className="page-loading">{copy('app.loading')}…</p>;
  if (acceptance.status === 'closed') return <NotAccepting reason={acceptance.reason ?? 'loanOfficer'} />;
  if (!flow) throw new Error('flows/registration.flow.json is missing');
  return <RegisterSteps flow={flow} loanOriginatorUuid={acceptance.loanOriginatorUuid} />;
}
