import { useLocation } from 'react-router';
import { referralOriginatorUuid, useOriginator } from '../../../api/originator';
import { useOrg } from '../../org-context';

/**
 * Spec: registration is closed when the org needs a referring loan officer and none is given, and
 * for wholesale setups. A given originator must be one of this org's (the lead service says whose).
 */
export function useAcceptance(): { status: 'pending' | 'open' | 'closed'; reason?: 'wholesale' | 'loanOfficer'; loanOriginatorUuid: string | null } {
  const org = useOrg();
  const { search } = useLocation();
  const uuid = referralOriginatorUuid(search);
  const needsLo = org.originator.loanOfficerRequired && !org.originator.wholesale;
  const originator = useOriginator(needsLo ? uuid : null);
  if (org.originator.wholesale) return { status: 'closed', reason: 'wholesale', loanOriginatorUuid: uuid };
  if (!needsLo) return { status: 'open', loanOriginatorUuid: uuid };
  if (!uuid) return { status: 'closed', reason: 'loanOfficer', loanOriginatorUuid: null };
  if (originator.isPending) return { status: 'pending', loanOriginatorUuid: uuid };
  const ours = originator.data?.orgCode === org.orgCode;
  return ours ? { status: 'open', loanOriginatorUuid: uuid } : { status: 'closed', reason: 'loanOfficer', loanOriginatorUuid: uuid };
}
