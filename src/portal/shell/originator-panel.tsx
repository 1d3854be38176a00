import { useLocation } from 'react-router';
import { referralOriginatorUuid, useOriginator } from '../../api/originator';
import { formatPhone } from '../../lib/format-basic';
import { useCopy, useOrg } from '../org-context';

/** The referring loan officer or broker of this visit, if any and if they work for this org. */
export function useReferralOriginator() {
  const org = useOrg();
  const { search } = useLocation();
  const uuid = referralOriginatorUuid(search);
  const query = useOriginator(uuid);
  const data = query.data;
  return data && (!data.orgCode || data.orgCode === org.orgCode) ? data.originatorDisplayInfo : null;
}

/**
 * "Your Loan Officer" / "Your Broker": a side panel on extra-large screens and a bar above the page
 * otherwise (CSS shows one of the two, so only one is ever in the accessibility tree).
 */
export function OriginatorPanel({ variant }: { variant: 'side' | 'bar' }) {
  const copy = useCopy();
  const lo = useReferralOriginator();
  if (!lo) return null;
  const heading = lo.brokerName ? copy('originator.broker') : copy('originator.loanOfficer');
  const Tag = variant === 'side' ? 'aside' : 'section';
  return (
    <Tag className={`originator originator--${variant}`} aria-label={heading} data-testid={`originator-${variant}`}>
      <h2 className="originator__heading">{heading}</h2>
      <div className="originator__body">
        {lo.avatarUri ? <img className="originator__avatar" src={lo.avatarUri} alt="" width={48} height={48} /> : null}
        <div>
          <p className="originator__name">{lo.originatorName}</p>
          {lo.brokerName ? <p className="originator__company">{lo.brokerName}</p> : null}
          <p className="originator__nmls">{copy('originator.nmls', { nmls: lo.nmls })}</p>
          <p>
            <a href={`tel:+1${lo.phoneNumber.replace(/\D/g, '').slice(-10)}`}>{formatPhone(lo.phoneNumber)}</a>
            {' · '}
            <a href={`mailto:${lo.email}`}>{lo.email}</a>
          </p>
        </div>
      </div>
    </Tag>
  );
}
