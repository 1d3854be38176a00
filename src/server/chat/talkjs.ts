import { signJwt } from '../core/jwt';
import { vendorSeam } from './vendor-seam';

/** TalkJS chat is used when its app id and secret key are configured (TALKJS_APP_ID, TALKJS_SECRET_KEY). */
export interface TalkjsConfig {
  appId: string;
  secretKey: string;
}

/** What a visitor reads when talkjs mode is asked for on a server without its keys. */
export const TALKJS_NOT_CONFIGURED = 'TalkJS chat is not set up on this server: set TALKJS_APP_ID and TALKJS_SECRET_KEY.';

export function talkjsConfig(env: NodeJS.ProcessEnv = process.env): TalkjsConfig | undefined {
  const appId = env.TALKJS_APP_ID?.trim();
  const secretKey = env.TALKJS_SECRET_KEY?.trim();
  return appId && secretKey ? { appId, secretKey } : undefined;
}

/**
 * A TalkJS user token: a JWT (HS256) signed with the secret key, naming the app (`iss`) and the user
 * (`sub`), as TalkJS's identity verification expects.
 */
export function talkjsUserToken(config: TalkjsConfig, userId: string, expiresAtSeconds: number, nowSeconds = Math.floor(Date.now() / 1000)): string {
  return signJwt({ tokenType: 'user', iss: config.appId, sub: userId }, config.secretKey, expiresAtSeconds - nowSeconds, nowSeconds);
}

/** The provider seam: TalkJS's REST API in production, replaceable in tests. */
export interface TalkjsProvider {
  userToken(userId: string, expiresAtSeconds: number): string;
  /** Creates the visitor and the thread (a TalkJS conversation) the agent desk routes by skill. */
  openThread(input: { threadId: string; userId: string; userName: string; email?: string; skill: string; welcome?: string }): Promise<void>;
}

const API = 'https://api.talkjs.com/v1';

export function talkjsProvider(config: TalkjsConfig): TalkjsProvider {
  const put = async (path: string, body: unknown) => {
    const res = await fetch(`${API}/${encodeURIComponent(config.appId)}${path}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${config.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`TalkJS answered ${res.status} for ${path}`);
  };
  return {
    userToken: (userId, exp) => talkjsUserToken(config, userId, exp),
    async openThread({ threadId, userId, userName, email, skill, welcome }) {
      await put(`/users/${encodeURIComponent(userId)}`, { name: userName, ...(email ? { email: [email] } : {}), role: 'visitor' });
      await put(`/conversations/${encodeURIComponent(threadId)}`, {
        participants: [userId], subject: userName, custom: { skill }, ...(welcome ? { welcomeMessages: [welcome] } : {}),
      });
    },
  };
}

const seam = vendorSeam(talkjsConfig, talkjsProvider);

/** Replaces the TalkJS provider (tests use a sandbox one; the server uses the vendor's service). */
export const setTalkjsProviderFactory = seam.setFactory;

/** The provider for the configured keys, or undefined when TalkJS is not configured. */
export function configuredTalkjs(env: NodeJS.ProcessEnv = process.env): { provider: TalkjsProvider; appId: string } | undefined {
  const found = seam.configured(env);
  return found && { provider: found.provider, appId: found.config.appId };
}
