import { Suspense, useEffect, useMemo } from 'react';
import { Outlet } from 'react-router';
import { usePrivateLabel } from '../../api/org';
import { ServiceError } from '../../api/errors';
import { RendererContentContext, type RendererContent } from '../../renderer/content-context';
import { validatorModules } from '../../generated/validators';
import { content } from '../content';
import { OrgContext, useCopy } from '../org-context';
import { applyTheme } from './theme';

const loadValidator = (id: string) => {
  const load = validatorModules[id];
  if (!load) return Promise.reject(new Error(`No precompiled validator for "${id}": run npm run content:gen`));
  return load();
};

/** Loads the org (branding, copy, pricing) and frames every page with the shell. */
export function AppShell() {
  const org = usePrivateLabel();
  const copy = useCopy();

  useEffect(() => {
    if (org.data) applyTheme(org.data.theme);
  }, [org.data]);

  const renderer = useMemo<RendererContent>(() => ({ content, org: org.data, loadValidator }), [org.data]);

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
      <RendererContentContext.Provider value={renderer}>
        <a className="skip-link" href="#main">{copy('app.skipToContent')}</a>
        <header className="site-header">
          <img src={`/account/heloc/logos/${org.data.theme.logo}`} alt={org.data.theme.logoAlt} height={40} />
        </header>
        <main id="main" className="page" tabIndex={-1}>
          <Suspense fallback={<p role="status">{copy('app.loading')}…</p>}>
            <Outlet />
          </Suspense>
        </main>
      </RendererContentContext.Provider>
    </OrgContext.Provider>
  );
}
