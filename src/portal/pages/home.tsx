import { Navigate } from 'react-router';
import { DASHBOARD_PATH } from '../../lib/page-paths';

/** The app's base sends visitors on: the dashboard lists their applications or sends them to log in. */
export default function Home() {
  return <Navigate to={DASHBOARD_PATH} replace />;
}
