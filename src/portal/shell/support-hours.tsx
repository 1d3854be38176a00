import { useOperatingHours } from '../../api/operating-hours';
import { formatPhone } from '../../lib/format-basic';
import { displayHours } from '../../lib/hours';
import { useCopy, useOrg } from '../org-context';

/** Support phone with its hours as ranges in Pacific Time (weekdays from Monday, weekend from Saturday). */
export default function SupportHours() {
  const org = useOrg();
  const copy = useCopy();
  const hours = useOperatingHours(org.orgCode, 'OPS_PHONE');
  const phone = formatPhone(org.support.phone);
  const shown = hours.data ? displayHours(hours.data) : null;
  const range = (days: string, r: { start: string; end: string } | null) =>
    r ? copy('support.phoneHours', { days, start: r.start, end: r.end }) : `${days}: ${copy('support.closed')}`;
  return (
    <div className="support">
      <a className="support__phone" href={`tel:+1${org.support.phone.replace(/\D/g, '').slice(-10)}`}>
        {copy('support.call', { phone })}
      </a>
      {shown ? (
        <span className="support__hours" data-testid="support-hours">
          {range(copy('support.weekdays'), shown.weekdays)}; {range(copy('support.weekend'), shown.weekend)}
        </span>
      ) : null}
    </div>
  );
}
