import { StreamChat } from 'stream-chat';

/** Stream chat is used when both keys are configured (STREAM_API_KEY, STREAM_API_SECRET). */
export interface StreamConfig {
  apiKey: string;
  apiSecret: string;
}

export function streamConfig(env: NodeJS.ProcessEnv = process.env): StreamConfig | undefined {
  const apiKey = env.STREAM_API_KEY?.trim();
  const apiSecret = env.STREAM_API_SECRET?.trim();
  return apiKey && apiSecret ? { apiKey, apiSecret } : undefined;
}

/** The provider seam: the real Stream service in production, replaceable in tests. */
export interface StreamProvider {
  /** Mints a user token signed with the configured secret (valid for the agent session length). */
  createUserToken(userId: string, expiresAtSeconds: number): string;
  /** Creates the visitor, and the channel with the visitor and (in development) the chosen test agent. */
  openChannel(input: { channelId: string; userId: string; userName: string; agentId?: string; skill: string }): Promise<void>;
}

export function streamProvider(config: StreamConfig): StreamProvider {
  const client = StreamChat.getInstance(config.apiKey, config.apiSecret);
  return {
    createUserToken: (userId, exp) => client.createToken(userId, exp),
    async openChannel({ channelId, userId, userName, agentId, skill }) {
      await client.upsertUser({ id: userId, name: userName });
      const members = agentId ? [userId, agentId] : [userId];
      const channel = client.channel('messaging', channelId, { created_by_id: userId, members, skill } as never);
      await channel.create();
    },
  };
}

let factory: (config: StreamConfig) => StreamProvider = streamProvider;

/** Replaces the Stream provider (tests use a sandbox one; the server uses the vendor's service). */
export function setStreamProviderFactory(f: ((config: StreamConfig) => StreamProvider) | null): void {
  factory = f ?? streamProvider;
}

/** The provider for the configured keys, or undefined when Stream is not configured. */
export function configuredStream(env: NodeJS.ProcessEnv = process.env): { provider: StreamProvider; apiKey: string } | undefined {
  const config = streamConfig(env);
  return config ? { provider: factory(config), apiKey: config.apiKey } : undefined;
}
