import type { ServicePlugin } from '../core/route-schemas';
import ft from './ft';
import serviceChatChatbot from './service-chat-chatbot';
import serviceCsp from './service-csp';
import serviceOmniProxy from './service-omni-proxy';
import health from './health';
import identity from './identity';
import identityBroker from './identity-broker';
import serviceApplication from './service-application';
import serviceKrangHeloc from './service-krang-heloc';
import serviceApplicationExternal from './service-application-external';
import serviceLeadPortal from './service-lead-portal';
import serviceOperatingHours from './service-operating-hours';
import serviceOptimize from './service-optimize';
import serviceProfileFeedback from './service-profile-feedback';
import serviceProfile from './service-profile';
import serviceWallet from './service-wallet';
import serviceApplicationTracking from './service-application-tracking';
import serviceApplicationStaff from './service-application-staff';
import serviceDecisions from './service-decisions';
import serviceApplicationStudio from './service-application-studio';
import serviceApplicationContent from './service-application-content';
import studioFlowCounts from './studio-flow-counts';
import studioGallery from './studio-gallery';
import studioLogos from './studio-logos';
import serviceDocuments from './service-documents';
import serviceConditions from './service-conditions';
import serviceFunding from './service-funding';
import serviceFundingClosing from './service-funding-closing';
import serviceFundingSigners from './service-funding-signers';
import sandbox from './sandbox';

/** One encapsulated plugin per service prefix of the spec. */
export const servicePlugins: { prefix: string; plugin: ServicePlugin }[] = [
  { prefix: '', plugin: health },
  { prefix: '/service-application/external', plugin: serviceApplicationExternal },
  { prefix: '/service-application', plugin: serviceApplication },
  { prefix: '/service-operating-hours', plugin: serviceOperatingHours },
  { prefix: '/service-optimize', plugin: serviceOptimize },
  { prefix: '/service-lead-portal', plugin: serviceLeadPortal },
  { prefix: '/service-profile', plugin: serviceProfileFeedback },
  { prefix: '/service-application', plugin: serviceApplicationTracking },
  { prefix: '/service-application', plugin: serviceApplicationStaff },
  { prefix: '/service-application', plugin: serviceDecisions },
  { prefix: '/service-application', plugin: serviceApplicationStudio },
  { prefix: '/service-application', plugin: serviceApplicationContent },
  { prefix: '/service-application', plugin: studioFlowCounts },
  { prefix: '/service-application', plugin: studioLogos },
  { prefix: '/service-application', plugin: studioGallery },
  { prefix: '/ft', plugin: ft },
  { prefix: '/identity', plugin: identity },
  { prefix: '/identity-broker', plugin: identityBroker },
  { prefix: '/service-profile', plugin: serviceProfile },
  { prefix: '/service-wallet', plugin: serviceWallet },
  { prefix: '/service-csp', plugin: serviceCsp },
  { prefix: '/service-omni-proxy', plugin: serviceOmniProxy },
  { prefix: '/service-chat-chatbot', plugin: serviceChatChatbot },
  { prefix: '/service-application', plugin: serviceDocuments },
  { prefix: '/service-application', plugin: serviceFunding },
  { prefix: '/service-application', plugin: serviceFundingClosing },
  { prefix: '/service-application', plugin: serviceFundingSigners },
  { prefix: '/service-conditions', plugin: serviceConditions },
  { prefix: '/sandbox', plugin: sandbox },
  { prefix: '/service-krang-heloc', plugin: serviceKrangHeloc },
];
