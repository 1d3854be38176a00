import type { FlagDecision } from '../../api/flags';
import { useCopy, useOrg } from '../org-context';
import { OrgLogo } from './org-logo';
import { APP_BASE, DASHBOARD_PATH } from '../../lib/page-paths';

export interface MaintenanceVariables {
  routes: string[];
  message: string;
  pageTitle: string;
  shouldShowDashboardLink: boolean;
}

/** The flag's variables, with unset or empty values meaning "use the default". */
export function maintenanceVariables(decision: Pick<FlagDecision, 'variables'>): MaintenanceVariables {
  const v = decision.variables;
  return {
    routes: Array.isArray(v.routes) ? v.routes.filter((r): r is string => typeof r === 'string' && r.length > 0) : [],
    message: typeof v.message === 'string' ? v.message : '',
    pageTitle: typeof v.pageTitle === 'string' ? v.pageTitle : '',
    shouldShowDashboardLink: v.shouldShowDashboardLink === true,
  };
}

/** Whether maintenance covers this path: every path when no routes are listed, else those under a listed prefix. */
export function maintenanceApplies(decision: Pick<FlagDecision, 'flagEnabled' | 'variables'>, pathname: string): boolean {
  if (!decision.flagEnabled) return false;
  const { routes } = maintenanceVariables(decision);
  if (!routes.length) return true;
  return routes.some((prefix) => {
    const p = prefix.startsWith('/') ? prefix : `${APP_BASE}/${prefix}`;
    return pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`);
  });
}

/** The maintenance page that replaces the app while fe-heloc-maintenance is on. */
export function MaintenancePage({ decision }: { decision: Pick<FlagDecision, 'variables'> }) {
  const copy = useCopy();
  const org = useOrg();
  const v = maintenanceVariables(decision);
  return (
    <>
      <header className="site-header">
        <OrgLogo org={org} />
      </header>
      <main id="main" className="page page--maintenance" tabIndex={-1}>
        <h1 className="page-title">{v.pageTitle || copy('maintenance.title')}</h1>
        <p>{v.message || copy('maintenance.message')}</p>
        {v.shouldShowDashboardLink ? <p><a className="button" href={DASHBOARD_PATH}>{copy('maintenance.dashboard')}</a></p> : null}
      </main>
    </>
  );
}
