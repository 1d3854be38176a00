import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { setRequestLanguage, setServiceBase } from '../../api/client';
import { orgIn } from '../../engine/languages';
import { pageLanguage, useWantedLanguage } from '../language';
import { FLAGS, serviceBaseFor, useFlags } from '../../api/flags';
import { usePrivateLabel } from '../../api/org';
import { ServiceError } from '../../api/errors';
import { LanguageContext, OrgContext, useCopy, useOrg } from '../org-context';
import { useSignedIn } from './auth';
import { LazyChatWidget, useAfterFirstPaint } from '../../widgets/chat/lazy';
import { Footer } from './footer';
import { LiveRegionProvider } from './live-region';
import { Loader } from './loader';
import { MaintenancePage, maintenanceApplies } from './maintenance';
import { navLinks } from './nav-links';
import { OriginatorPanel } from './originator-panel';
import { PageMain } from './page-main';
import { RendererProvider } from './renderer-provider';
import { RightBack } from './right-back';
import { SideNav } from './side-nav';
import { useStaffLayout } from './staff-layout';
import { applyTheme } from './theme';
import { ToastProvider } from './toasts';
import { TopBar } from './top-bar';
import { usePageDescription } from './use-page-description';
import { importWithReload } from './lazy-page';
import { useShellTelemetry } from './use-telemetry';

// The staff area's frame loads with the staff pages, never with the opening ones.
const StaffFrame = lazy(() => importWithReload(() => import('./staff-frame').then((m) => ({ default: m.StaffFrame }))));

/** Loads the org (branding, copy, pricing) and frames every page with the shell. */
export function AppShell() {
  const org = usePrivateLabel();
  const copy = useCopy();
  const lang = pageLanguage(useWantedLanguage(), org.data?.languages);
  // the lender as the page's language reads it: its own words in that language only
  const shown = useMemo(() => (org.data ? orgIn(org.data, lang) : undefined), [org.data, lang]);
  // set while rendering, before any page below starts its calls (setting the same value again is harmless)
  setRequestLanguage(lang);

  useEffect(() => {
    if (org.data) applyTheme(org.data.theme);
  }, [org.data]);

  if (org.isPending) return <Loader loading />;
  if (org.isError) {
    const noOrg = org.error instanceof ServiceError && org.error.status === 404;
    return (
      <main id="main" className="page page--error">
        <h1>{noOrg ? copy('app.noOrg') : copy('error.title')}</h1>
        {!noOrg ? <p>{org.error.message}</p> : null}
      </main>
    );
  }
  return (
    <LanguageContext.Provider value={lang}>
      <OrgContext.Provider value={shown ?? org.data}>
        <RightBack />
        <LiveRegionProvider>
          <ToastProvider>
            <ShellFrame />
          </ToastProvider>
        </LiveRegionProvider>
      </OrgContext.Provider>
    </LanguageContext.Provider>
  );
}

function ShellFrame() {
  const org = useOrg();
  const copy = useCopy();
  const { pathname } = useLocation();
  const flags = useFlags(org.orgCode);
  const signedIn = useSignedIn();
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();
  const staffArea = useStaffLayout();
  const afterFirstPaint = useAfterFirstPaint();
  useShellTelemetry(signedIn);
  usePageDescription(pathname, copy('meta.description', { brand: org.orgBrand }));

  const on = (key: string) => flags.data?.[key]?.flagEnabled === true;
  const maintenance = flags.data?.[FLAGS.maintenance];
  // Flags that cannot be fetched count as off: the portal stays usable without the decision service.
  const ready = !flags.isPending;
  // Set while rendering, before any page below mounts and starts its queries; the org's own address
  // is the fallback URL. Setting the same value again is harmless.
  if (ready) setServiceBase(serviceBaseFor(flags.data, org.baseUrl));
  if (ready && maintenance && maintenanceApplies(maintenance, pathname)) return <MaintenancePage decision={maintenance} />;

  if (staffArea) return <Suspense fallback={<Loader loading />}><StaffFrame ready={ready} /></Suspense>;
  const links = navLinks(org, { portfolioManager: on(FLAGS.portfolioManager) }, signedIn);
  return (
    <>
      <a className="skip-link" href="#main">{copy('app.skipToContent')}</a>
      <TopBar
        navId={navId}
        navOpen={navOpen}
        onToggleNav={() => setNavOpen((o) => !o)}
        showNotifications={signedIn && on(FLAGS.notifications)}
        showFeedback={signedIn && on(FLAGS.ceoFeedback)}
      />
      <OriginatorPanel variant="bar" />
      <div className="shell-body">
        <SideNav id={navId} links={links} open={navOpen} onNavigate={() => setNavOpen(false)} />
        <PageMain ready={ready} />
        <OriginatorPanel variant="side" />
      </div>
      <Footer />
      {ready && afterFirstPaint && on(FLAGS.webchat) ? (
        // Mounted once the page is idle after its first paint, so neither the widget nor the full content it
        // reads (a page may render with a smaller part) loads before the first screen. The content chunk may
        // still be loading then: the widget waits for it without suspending the whole shell.
        <Suspense fallback={null}>
          <RendererProvider org={org}><LazyChatWidget org={org} flags={flags.data} /></RendererProvider>
        </Suspense>
      ) : null}
      <Loader loading={!ready} />
    </>
  );
}
