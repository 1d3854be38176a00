/**
 * Live chat under load: visitors' messages stored and relayed (50 connections), the delivery time from
 * a message's POST to the other side's socket, and chatbot answers.
 */
import WebSocket from 'ws';

type Load = (path: string, init?: { method?: 'GET' | 'POST' | 'PUT'; headers?: Record<string, string>; body?: string }) => Promise<{ rps: number; p99: number; errors: number }>;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export default async function chatBench({ port, load }: { port: number; load: Load }): Promise<void> {
  const base = `http://127.0.0.1:${port}`;
  const json = { 'content-type': 'application/json', 'x-org': 'HEARTH' };
  const started = await fetch(`${base}/service-csp/external/api/v1/twilio/initWebChat`, {
    method: 'POST', headers: json, body: JSON.stringify({ friendlyName: 'Bench Visitor', chatMode: 'twilio' }),
  });
  const { omniProxyChannelId: id, token } = (await started.json()) as { omniProxyChannelId: string; token: string };
  const headers = { ...json, 'x-chat-token': token };

  // A second socket on the same conversation stands in for the agent's console.
  const ws = new WebSocket(`ws://127.0.0.1:${port}/service-omni-proxy/insecure/api/v1/socket`);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const seen = new Map<string, number>();
  ws.on('message', (d) => {
    const e = JSON.parse(String(d)) as { type: string; message?: { body: string } };
    if (e.type === 'message' && e.message) seen.set(e.message.body, performance.now());
  });
  ws.send(JSON.stringify({ type: 'auth', token }));
  ws.send(JSON.stringify({ type: 'subscribe', channelId: id }));
  await new Promise((r) => setTimeout(r, 200));

  const delivery: number[] = [];
  for (let i = 0; i < 100; i += 1) {
    const body = `latency probe ${i}`;
    const t0 = performance.now();
    await fetch(`${base}/service-omni-proxy/insecure/api/v1/conversations/${id}/messages`, { method: 'POST', headers, body: JSON.stringify({ body }) });
    while (!seen.has(body) && performance.now() - t0 < 2000) await new Promise((r) => setTimeout(r, 1));
    delivery.push((seen.get(body) ?? Number.NaN) - t0);
  }
  delivery.sort((a, b) => a - b);
  console.log(`chat message POST to socket delivery (100 sequential): median ${percentile(delivery, 50).toFixed(1)} ms, p99 ${percentile(delivery, 99).toFixed(1)} ms`);

  const post = await load(`/service-omni-proxy/insecure/api/v1/conversations/${id}/messages`, {
    method: 'POST', headers, body: JSON.stringify({ body: 'Hello, is anyone there?' }),
  });
  console.log(`chat messages stored and relayed, 50 connections: ${post.rps} req/s, p99 ${post.p99} ms, ${post.errors} errors`);
  ws.close();

  const bot = await load('/service-chat-chatbot/external/api/v1/message/chatWithAutobot', {
    method: 'POST', headers: json, body: JSON.stringify({ message: 'What are your rates?', senderType: 'APPLICANT' }),
  });
  console.log(`chatbot answers (new conversation each), 50 connections: ${bot.rps} req/s, p99 ${bot.p99} ms, ${bot.errors} errors`);
}
