import { useOperatingHours } from '../../api/operating-hours';
import { formatPhone, telHref } from '../../lib/format-basic';
import { weekText } from '../../widgets/week-text';
import { useCopy, useOrg } from '../org-context';

/** Support phone with its hours in Pacific Time, day by day ("Mon-Fri 7:00 AM to 6:00 PM PT; Sat 9:00 AM to 1:00 PM PT; Sun closed"). */
export default function SupportHours() {
  const org = useOrg();
  const copy = useCopy();
  const hours = useOperatingHours(org.orgCode, 'OPS_PHONE');
  const phone = formatPhone(org.support.phone);
  return (
    <div className="support">
      <a className="support__phone" href={telHref(org.support.phone)}>
        {copy('support.call', { phone })}
      </a>
      {hours.data ? <span className="support__hours" data-testid="support-hours">{weekText(hours.data, copy)}</span> : null}
    </div>
  );
}
