import { Suspense, use, useEffect, useMemo, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { usePrivateLabel } from '../../api/org';
import { ServiceError } from '../../api/errors';
import { RendererContentContext, type RendererContent } from '../../renderer/content-context';
import { validatorModules } from '../../generated/validators';
import type { ContentIndex } from '../../engine/types';
import { OrgContext, useCopy } from '../org-context';
import { applyTheme } from './theme';

const loadValidator = (id: string) => {
  const load = validatorModules[id];
  if (!load) return Promise.reject(new Error(`No precompiled validator for "${id}": run npm run content:gen`));
  return load();
};

let contentPromise: Promise<ContentIndex> | undefined;
/** Screens and flows load as their own chunk, in parallel with the first page, not with the shell. */
const loadContent = () => (contentPromise ??= import('../content').then((m) => m.content));

function RendererProvider({ org, children }: { org: RendererContent['org']; children: ReactNode }) {
  const content = use(loadContent());
  const value = useMemo<RendererContent>(() => ({ content, org, loadValidator }), [content, org]);
  return <RendererContentContext.Provider value={value}>{children}</RendererContentContext.Provider>;
}

/** Loads the org (branding, copy, pricing) and frames every page with the shell. */
export function AppShell() {
  const org = usePrivateLabel();
  const copy = useCopy();

  useEffect(() => {
    if (org.data) applyTheme(org.data.theme);
  }, [org.data]);

  if (org.isPending) {
    return <p role="status" className="page-loading">{copy('app.loading')}…</p>;
  }
  if (org.isError) {
    const noOrg = org.error instanceof ServiceError && org.error.status === 404;
    return (
      <main className="page page--error">
        <h1>{noOrg ? copy('app.noOrg') : copy('error.title')}</h1>
        {!noOrg ? <p>{org.error.message}</p> : null}
      </main>
    );
  }
  return (
    <OrgContext.Provider value={org.data}>
      <>
        <a className="skip-link" href="#main">{copy('app.skipToContent')}</a>
        <header className="site-header">
          <img src={`/account/heloc/logos/${org.data.theme.logo}`} alt={org.data.theme.logoAlt} height={40} />
        </header>
        <main id="main" className="page" tabIndex={-1}>
          <Suspense fallback={<p role="status">{copy('app.loading')}…</p>}>
            <RendererProvider org={org.data}>
              <Outlet />
            </RendererProvider>
          </Suspense>
        </main>
      </>
    </OrgContext.Provider>
  );
}
