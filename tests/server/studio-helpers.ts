import { issueToken, type Role } from '../../src/server/core/auth';
import { createUser } from '../../src/server/identity/users';
import { STUDIO_PATH } from '../../src/contracts/studio';
import type { TestApp } from '../helpers/app';

export type Auth = Record<string, string>;
export { STUDIO_PATH };

/** A staff user with (or without) the content-editor permission, signed in. */
export async function editor(t: TestApp, email: string, role: Extract<Role, 'STAFF' | 'PLATFORM_STAFF'> = 'PLATFORM_STAFF', org = 'HEARTH', permissions = ['content-editor']): Promise<Auth> {
  const user = await createUser(t.db, { email, password: 'correct horse battery', role, orgCode: org, permissions, profile: { name: { firstName: 'Eda', lastName: email.split('@')[0] ?? '' } } });
  return { authorization: `Bearer ${issueToken(t.app.jwtSecret, { id: user.id, role, org })}` };
}

export const studio = (t: TestApp, auth: Auth, method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, payload?: unknown) =>
  t.app.inject({ method, url: `${STUDIO_PATH}${path}`, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A content file of the published version with a change applied, as text. */
export async function edited(t: TestApp, auth: Auth, path: string, change: (doc: Record<string, unknown>) => void): Promise<string> {
  const current = (await studio(t, auth, 'GET', '/versions')).json().current as string;
  const files = (await studio(t, auth, 'GET', `/versions/${current}/files`)).json().files as Record<string, Record<string, unknown>>;
  const doc = structuredClone(files[path]) as Record<string, unknown>;
  change(doc);
  return JSON.stringify(doc, null, 2);
}
