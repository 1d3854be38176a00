import { Navigate } from 'react-router';

/** The app's base sends visitors on: the dashboard lists their applications or sends them to log in. */
export default function Home() {
  return <Navigate to="/dashboard" replace />;
}
