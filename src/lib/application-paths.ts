/**
 * The application service's paths (spec portal section 7), one definition for the browser's calls and
 * the server's routes. The server registers the relative parts below its prefix (SERVICE.application).
 */
import { SERVICE } from './service-paths';

/** The versions of the HELOC application path, and the crypto HELOC one (`utm_source=cloc` visitors). */
export const APPLICATION_PATHS = {
  v1: '/api/v1/application/heloc',
  v2: '/api/v2/application/heloc',
  v3: '/api/v3/application/heloc',
  cryptoHeloc: '/api/v1/application/crypto-heloc',
} as const;

/** The co-deed status of the caller's applications (owned or signing). */
export const CO_DEED_STATUS = `${APPLICATION_PATHS.v1}/co-deed/status`;

/** A path of the application service as the browser calls it. */
export const serviceApplication = (path: string): string => `${SERVICE.application}${path}`;
