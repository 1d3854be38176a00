import { Link } from 'react-router';
import { useCopy } from '../../org-context';

/**
 * Above a step the application has already passed (reached with the browser's Back): it is done,
 * and the way on goes to where the application is now.
 */
export function PastStepNotice({ to }: { to: string }) {
  const copy = useCopy();
  return (
    <div className="past-step" role="note">
      <p>{copy('step.past.intro')}</p>
      <p><Link className="button button--primary" to={to}>{copy('step.past.continue')}</Link></p>
    </div>
  );
}
