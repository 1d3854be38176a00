import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { TestApp } from '../helpers/app';

/** A real socket to the chat endpoint of a test app (listening on a free port). */
export async function openSocket(t: Pick<TestApp, 'app'>): Promise<WebSocket> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/service-omni-proxy/insecure/api/v1/socket`);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return ws;
}
