import type { FastifyPluginAsync } from 'fastify';
import ft from './ft';
import health from './health';
import serviceApplication from './service-application';
import serviceApplicationExternal from './service-application-external';
import serviceLeadPortal from './service-lead-portal';
import serviceOperatingHours from './service-operating-hours';
import serviceOptimize from './service-optimize';
import serviceProfileFeedback from './service-profile-feedback';
import serviceApplicationTracking from './service-application-tracking';

/** One encapsulated plugin per service prefix of the spec. */
export const servicePlugins: { prefix: string; plugin: FastifyPluginAsync }[] = [
  { prefix: '', plugin: health },
  { prefix: '/service-application/external', plugin: serviceApplicationExternal },
  { prefix: '/service-application', plugin: serviceApplication },
  { prefix: '/service-operating-hours', plugin: serviceOperatingHours },
  { prefix: '/service-optimize', plugin: serviceOptimize },
  { prefix: '/service-lead-portal', plugin: serviceLeadPortal },
  { prefix: '/service-profile', plugin: serviceProfileFeedback },
  { prefix: '/service-application', plugin: serviceApplicationTracking },
  { prefix: '/ft', plugin: ft },
];
