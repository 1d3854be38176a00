import type { ServicePlugin } from '../core/route-schemas';
import ft from './ft';
import serviceChatChatbot from './service-chat-chatbot';
import serviceCsp from './service-csp';
import serviceOmniProxy from './service-omni-proxy';
import health from '../plugins/health';
import identity from './identity';
import identityBroker from './identity-broker';
import serviceApplication from './service-application';
import serviceKrangHeloc from './service-krang-heloc';
import serviceApplicationExternal from './service-application/external';
import serviceLeadPortal from './service-lead-portal';
import serviceOperatingHours from './service-operating-hours';
import serviceOptimize from './service-optimize';
import serviceProfileFeedback from './service-profile/feedback';
import serviceProfile from './service-profile';
import serviceWallet from './service-wallet';
import serviceApplicationTracking from './service-application/tracking';
import serviceApplicationStaff from './service-application/staff';
import serviceDecisions from './service-application/decisions';
import serviceApplicationStudio from './service-application/studio';
import serviceApplicationContent from './service-application/content';
import studioFlowCounts from './service-application/studio/flow-counts';
import studioGallery from './service-application/studio/gallery';
import studioLogos from './service-application/studio/logos';
import serviceDocuments from './service-application/documents';
import serviceConditions from './service-conditions';
import serviceFunding from './service-application/funding';
import serviceFundingClosing from './service-application/funding/closing';
import serviceFundingSigners from './service-application/funding/signers';
import sandbox from '../plugins/sandbox';
import { SERVICE } from '../../lib/service-paths';

/**
 * The service routes, one encapsulated plugin per file, registered in this order under their service's prefix
 * (src/lib/service-paths.ts). A URL leads to its folder: `/service-application/...` is declared in
 * `routes/service-application/` (one file per area: `staff.ts`, `studio/`, `funding/`, ...; the folder's own routes
 * in `index.ts`), `/identity/...` in `routes/identity/`. The shared services are named plugins in
 * `src/server/plugins/`: `health` (`/healthz`, `/readyz`), `sandbox` (`/sandbox`), `security-headers` and
 * `static-app` (the app's pages, registered by app.ts). docs/generated/routes.md names each prefix's folder.
 */
export const servicePlugins: { prefix: string; plugin: ServicePlugin }[] = [
  { prefix: '', plugin: health },
  { prefix: SERVICE.applicationExternal, plugin: serviceApplicationExternal },
  { prefix: SERVICE.application, plugin: serviceApplication },
  { prefix: SERVICE.operatingHours, plugin: serviceOperatingHours },
  { prefix: SERVICE.optimize, plugin: serviceOptimize },
  { prefix: SERVICE.leadPortal, plugin: serviceLeadPortal },
  { prefix: SERVICE.profile, plugin: serviceProfileFeedback },
  { prefix: SERVICE.application, plugin: serviceApplicationTracking },
  { prefix: SERVICE.application, plugin: serviceApplicationStaff },
  { prefix: SERVICE.application, plugin: serviceDecisions },
  { prefix: SERVICE.application, plugin: serviceApplicationStudio },
  { prefix: SERVICE.application, plugin: serviceApplicationContent },
  { prefix: SERVICE.application, plugin: studioFlowCounts },
  { prefix: SERVICE.application, plugin: studioLogos },
  { prefix: SERVICE.application, plugin: studioGallery },
  { prefix: SERVICE.telemetry, plugin: ft },
  { prefix: SERVICE.identity, plugin: identity },
  { prefix: SERVICE.identityBroker, plugin: identityBroker },
  { prefix: SERVICE.profile, plugin: serviceProfile },
  { prefix: SERVICE.wallet, plugin: serviceWallet },
  { prefix: SERVICE.csp, plugin: serviceCsp },
  { prefix: SERVICE.omniProxy, plugin: serviceOmniProxy },
  { prefix: SERVICE.chatChatbot, plugin: serviceChatChatbot },
  { prefix: SERVICE.application, plugin: serviceDocuments },
  { prefix: SERVICE.application, plugin: serviceFunding },
  { prefix: SERVICE.application, plugin: serviceFundingClosing },
  { prefix: SERVICE.application, plugin: serviceFundingSigners },
  { prefix: SERVICE.conditions, plugin: serviceConditions },
  { prefix: SERVICE.sandbox, plugin: sandbox },
  { prefix: SERVICE.krangHeloc, plugin: serviceKrangHeloc },
];
