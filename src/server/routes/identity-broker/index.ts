import { errors, type ServicePlugin } from '../../core/route-schemas';
import { DASHBOARD_PATH, LOGIN_PATH, LOGIN_SCREEN } from '../../../lib/page-paths';
import { safeRedirect } from '../../../lib/redirect';
import { bearerSecurity, issueToken, requireUser, revokeSession, userOf, type Role } from '../../core/auth';
import { forbidden } from '../../core/errors';
import { checkCredentials } from '../../identity/login';
import { identityProfile } from '../../identity/views';
import { brokerSessionAnswerSchema, identityProfileSchema, signedOutAnswerSchema } from '../../../contracts/identity';
import { loadIdentity, loginBody } from '../identity';


/** Which roles sign in through which variant of the path. */
export const VARIANT_ROLES: Record<'customer' | 'agent', Role[]> = {
  customer: ['APPLICANT', 'CO_DEEDER', 'BROKER'],
  agent: ['AGENT', 'STAFF', 'PLATFORM_STAFF'],
};
const variantParams = { type: 'object', required: ['variant'], properties: { variant: { type: 'string', enum: ['customer', 'agent'] } } } as const;
type Variant = keyof typeof VARIANT_ROLES;

/** Where each variant lands after signing in, and after signing out. */
const HOME: Record<Variant, string> = { customer: DASHBOARD_PATH, agent: DASHBOARD_PATH };

/** Identity broker: the customer and agent variants of sign-in, sign-out and the signed-in profile. */
const identityBroker: ServicePlugin = async (app) => {
  app.post('/:variant/api/v3/login', {
    schema: {
      tags: ['identity-broker'], summary: 'Signs in (customer or agent); answers with a session and where to go next',
      params: variantParams,
      querystring: { type: 'object', properties: { redirect: { type: 'string', maxLength: 2048 } } },
      body: loginBody,
      response: { 200: brokerSessionAnswerSchema, ...errors },
    },
  }, async (request, reply) => {
    const { variant } = request.params;
    const { email, password } = app.screens.validate<{ email: string; password: string }>(LOGIN_SCREEN, request.body, request.language());
    const user = await checkCredentials(app, email, password, request.ip);
    if (!VARIANT_ROLES[variant].includes(user.role)) {
      throw forbidden(variant === 'agent' ? 'This account cannot use the agent sign-in.' : 'Agents sign in through the agent sign-in.');
    }
    const jwt = issueToken(app.jwtSecret, { id: user.id, role: user.role, org: user.org_code });
    reply.header('authorization', `Bearer ${jwt}`);
    const { redirect } = request.query;
    return { jwt, redirect: safeRedirect(redirect) ?? HOME[variant] };
  });

  app.post('/:variant/secure/api/v3/logout', {
    onRequest: requireUser(),
    schema: {
      tags: ['identity-broker'], security: bearerSecurity, params: variantParams,
      summary: 'Signs out; answers with the login page to go to',
      response: { 200: signedOutAnswerSchema, ...errors },
    },
  }, async (request) => {
    await revokeSession(request);
    return { redirect: LOGIN_PATH };
  });

  app.get('/:variant/secure/api/v3/self/figureinfo', {
    onRequest: requireUser(),
    schema: {
      tags: ['identity-broker'], security: bearerSecurity, params: variantParams,
      summary: 'The signed-in identity profile',
      response: { 200: identityProfileSchema, ...errors },
    },
  }, async (request) => {
    const { variant } = request.params;
    if (!VARIANT_ROLES[variant].includes(userOf(request).role)) throw forbidden();
    return identityProfile(await loadIdentity(request), app.clock.now(), 'broker');
  });
};
export default identityBroker;
