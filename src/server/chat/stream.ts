import { createRequire } from 'node:module';
import { vendorSeam } from './vendor-seam';

// Loaded only when Stream is configured: the package takes longer to load than the rest of the server's start.
const streamChat = () => (createRequire(import.meta.url)('stream-chat') as typeof import('stream-chat')).StreamChat;

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
  const client = streamChat().getInstance(config.apiKey, config.apiSecret);
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

const seam = vendorSeam(streamConfig, streamProvider);

/** Replaces the Stream provider (tests use a sandbox one; the server uses the vendor's service). */
export const setStreamProviderFactory = seam.setFactory;

/** The provider for the configured keys, or undefined when Stream is not configured. */
export function configuredStream(env: NodeJS.ProcessEnv = process.env): { provider: StreamProvider; apiKey: string } | undefined {
  const found = seam.configured(env);
  return found && { provider: found.provider, apiKey: found.config.apiKey };
}
