import { Link } from '../shell/links';
import { useCopy } from '../org-context';
import { DASHBOARD_PATH } from '../../lib/page-paths';

/** Any path the app does not know, shown inside the shell so branding and help stay in place. */
export default function NotFound() {
  const copy = useCopy();
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="page-title">{copy('error.title')}</h1>
      <p>{copy('error.notFound')}</p>
      <p><Link to={DASHBOARD_PATH}>{copy('error.dashboard')}</Link></p>
    </section>
  );
}
