import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of the shared PostgreSQL, so a test can take "the database" away from its own
 * server instances (and only from them) and give it back:
 * - `stop()`: every connection is cut and new ones are refused, as when PostgreSQL stops or restarts;
 * - `vanish()`: connections stay open but nothing comes back, and new ones hang, as when its host or the
 *   network in between disappears without a word;
 * - `start()`: connections go through again (the ones held by `vanish` are dropped).
 */
export interface TcpProxy {
  readonly port: number;
  /** The target's connection string with this proxy's port. */
  url(connectionString: string): string;
  stop(): Promise<void>;
  vanish(): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A proxy on `port` (tests keep to 4600-4699) to `target`. */
export async function tcpProxy(port: number, target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket | undefined]>();
  let mode: 'through' | 'vanished' = 'through';
  let server: Server | undefined;

  const accept = (client: Socket) => {
    client.on('error', () => undefined);
    if (mode === 'vanished') {
      // accepted and never answered
      pairs.add([client, undefined]);
      return;
    }
    const upstream = createConnection(target);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.on('close', () => {
      upstream.destroy();
      pairs.delete(pair);
    });
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const listen = () => new Promise<void>((resolve, reject) => {
    server = createServer(accept);
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const cutAll = () => {
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream?.destroy();
    }
    pairs.clear();
  };
  const closeServer = () => new Promise<void>((resolve) => {
    if (!server) return resolve();
    server.close(() => resolve());
    server = undefined;
  });

  await listen();
  return {
    port,
    url: (connectionString) => {
      const url = new URL(connectionString);
      url.port = String(port);
      url.hostname = '127.0.0.1';
      return url.toString();
    },
    async stop() {
      cutAll();
      await closeServer();
    },
    vanish() {
      mode = 'vanished';
      for (const [client, upstream] of pairs) {
        client.unpipe();
        upstream?.unpipe();
        client.pause();
        upstream?.pause();
      }
    },
    async start() {
      if (mode === 'vanished') cutAll();
      mode = 'through';
      if (!server) await listen();
    },
    async close() {
      cutAll();
      await closeServer();
    },
  };
}
