import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { streamConfig } from '../chat/stream';
import { talkjsConfig } from '../chat/talkjs';

/** The chat vendors the page may reach besides its own origin, when their keys are configured. */
const STREAM_HOSTS = 'https://*.stream-io-api.com wss://*.stream-io-api.com';
/** TalkJS: its SDK script, its chatbox (a frame) and its API and socket. */
const TALKJS = { script: 'https://cdn.talkjs.com', frame: 'https://app.talkjs.com', connect: 'https://*.talkjs.com wss://*.talkjs.com' };

/** Service prefixes whose answers are someone's data: never kept by a browser or a shared cache. */
const API_PREFIXES = ['/service-', '/identity', '/ft/', '/sandbox/'];

/** One year, the preload list's minimum. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** A host name with an optional port: anything else (a ';' say) must not reach a policy header. */
const PLAIN_HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

const originsOf = (url: URL): string[] =>
  (PLAIN_HOST.test(url.host) ? [url.origin, `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`] : []);

/**
 * connect-src: the page's own origin and socket (the live chat socket), the org's own address (the
 * fallback service URL when fe-relative-url-heloc is off) and the configured chat vendor; no other
 * host, no socket anywhere.
 */
export function connectSources(request: FastifyRequest, withStream = Boolean(streamConfig()), withTalkjs = Boolean(talkjsConfig())): string {
  const sources = new Set(["'self'"]);
  try {
    for (const o of originsOf(new URL(`${request.protocol}://${request.host}`))) sources.add(o);
  } catch {
    // no usable Host header: 'self' alone
  }
  try {
    for (const o of originsOf(new URL(request.org().baseUrl))) sources.add(o);
  } catch {
    // no org for this host: the page shows the error and calls nothing else
  }
  if (withStream) sources.add(STREAM_HOSTS);
  if (withTalkjs) sources.add(TALKJS.connect);
  return [...sources].join(' ');
}

export const contentSecurityPolicy = (request: FastifyRequest, withTalkjs = Boolean(talkjsConfig())): string => [
  "default-src 'self'",
  withTalkjs ? `script-src 'self' ${TALKJS.script}` : "script-src 'self'",
  ...(withTalkjs ? [`frame-src ${TALKJS.frame}`] : []),
  // rjsf and React set style attributes; no inline <style> or script is served
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src ${connectSources(request)}`,
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * Headers on every answer: no type sniffing, a strict referrer policy, HSTS when the request came
 * over TLS (directly, or through a trusted proxy that says X-Forwarded-Proto: https), no-store on
 * the services' answers unless a route declared itself public, and the page's CSP on HTML.
 */
export default fp(async (app) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const path = request.url.split('?')[0] as string;
    if (API_PREFIXES.some((p) => path.startsWith(p)) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', contentSecurityPolicy(request));
      reply.header('x-frame-options', 'DENY');
    }
    done(null, payload);
  });
}, { name: 'security-headers' });
