/**
 * Shell services under load: the licensed states (the first screen's lookup), feature decisions (fetched on every page load) and telemetry events
 * (several per page), 50 concurrent connections each.
 */
import { report } from './lib/report';

type Load = (path: string, init?: { method?: 'GET' | 'POST' | 'PUT'; headers?: Record<string, string>; body?: string }) => Promise<{ rps: number; p99: number; errors: number }>;

export default async function shellBench({ port, load }: { port: number; load: Load }): Promise<void> {
  const json = { 'content-type': 'application/json', 'x-org': 'HEARTH' };
  const licenses = await load('/service-application/external/api/v1/heloc/state-licenses?orgCode=HEARTH');
  console.log(`state-licenses, 50 connections: ${licenses.rps} req/s, p99 ${licenses.p99} ms, ${licenses.errors} errors`);
  const decision = await load('/service-optimize/external/api/v2/decision', {
    method: 'POST', headers: json, body: JSON.stringify({ optimizeUser: { trackerId: '7e1d7d66-56a5-4d6c-9e6d-6f7012b3c4d5', attributes: { orgCode: 'HEARTH' } } }),
  });
  console.log(`feature decisions (all flags), 50 connections: ${decision.rps} req/s, p99 ${decision.p99} ms, ${decision.errors} errors`);

  const res = await fetch(`http://127.0.0.1:${port}/ft/heloc/session`, {
    method: 'POST', headers: json, body: JSON.stringify({ platform: 'WEB', libVersion: '1.0.0', appVersion: '0.1.0', sessionKey: null }),
  });
  const { sessionKey } = (await res.json()) as { sessionKey: unknown };
  const event = await load('/ft/heloc/event', {
    method: 'POST', headers: json,
    body: JSON.stringify({ event: 'page_view', eventType: 'VIEW', pagePath: '/dashboard', sessionKey, dontDedupe: true, eventProperties: { path: '/dashboard' } }),
  });
  report('telemetry events stored, 50 connections', `${event.rps} events/s, p99 ${event.p99} ms, ${event.errors} errors`,
    '>= 1,000 events/s', event.rps >= 1000 && event.errors === 0);
}
