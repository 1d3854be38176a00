/**
 * The services' prefixes (spec portal section 7), one definition for the browser's calls and the server's plugins:
 * a plugin is registered under its service's prefix and declares its routes below it.
 */
export const SERVICE = {
  application: '/service-application',
  applicationExternal: '/service-application/external',
  operatingHours: '/service-operating-hours',
  optimize: '/service-optimize',
  leadPortal: '/service-lead-portal',
  profile: '/service-profile',
  wallet: '/service-wallet',
  csp: '/service-csp',
  omniProxy: '/service-omni-proxy',
  chatChatbot: '/service-chat-chatbot',
  conditions: '/service-conditions',
  krangHeloc: '/service-krang-heloc',
  identity: '/identity',
  identityBroker: '/identity-broker',
  telemetry: '/ft',
  sandbox: '/sandbox',
} as const;

export type ServicePrefix = (typeof SERVICE)[keyof typeof SERVICE];

/** A service's full path as its plugin declares it: the part below the service's prefix. */
export function belowService(prefix: ServicePrefix, path: string): string {
  if (!path.startsWith(`${prefix}/`)) throw new Error(`${path} is not a path of ${prefix}`);
  return path.slice(prefix.length);
}
