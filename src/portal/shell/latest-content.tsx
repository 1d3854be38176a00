import { Outlet } from 'react-router';
import { useCopy } from '../org-context';
import { latestContentVersion, useContentVersion } from '../use-content-version';

/**
 * The pages outside an application (sign-in, the dashboard, the signer's and staff's areas) run on the
 * latest published content, as registration does: the server's base files when they differ from what
 * the build embedded, so a content change made as files reaches every page without a rebuild. An
 * application's steps run on the version the application started on (step-page.tsx). When the latest
 * version cannot be read, the content in force stays.
 */
export function LatestContent() {
  const copy = useCopy();
  const version = useContentVersion(latestContentVersion());
  if (version === 'loading') return <p role="status" className="page-loading">{copy('app.loading')}…</p>;
  return <Outlet />;
}
