import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useOrg } from '../org-context';
import { Loader } from './loader';
import { RendererProvider } from './renderer-provider';

/** The page's main landmark: the route's page once the shell is ready, with the org's renderer. */
export function PageMain({ ready, className = 'page' }: { ready: boolean; className?: string }) {
  const org = useOrg();
  return (
    <main id="main" className={className} tabIndex={-1}>
      {ready ? (
        <Suspense fallback={<Loader loading />}>
          <RendererProvider org={org}>
            <Outlet />
          </RendererProvider>
        </Suspense>
      ) : null}
    </main>
  );
}
