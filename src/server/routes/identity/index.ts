import { requestText } from '../../core/language';
import type { FastifyRequest } from 'fastify';
import { errors, type ServicePlugin } from '../../core/route-schemas';
import { bearerSecurity, clientOf, issueToken, optionalUser, requireUser, sameFamily, userOf } from '../../core/auth';
import { notFound, refuse } from '../../core/errors';
import { checkCredentials } from '../../identity/login';
import { addApplication, firstPagePath, registerVisitor, validateRegistration } from '../../identity/registration';
import { findUserById } from '../../identity/users';
import { requestPasswordReset, resetPassword, RESET_LINK_MINUTES } from '../../identity/password-reset';
import { linkOrigin } from '../../mail/mailer';
import { identityProfile } from '../../identity/views';
import { identityProfileSchema, messageAnswerSchema, registerResultSchema, sessionAnswerSchema } from '../../../contracts/identity';
import { REGISTRATION_STEPS, UTM_SOURCE_MAX, type RegistrationStep } from '../../../product/registration';
import { LOGIN_SCREEN } from '../../../lib/page-paths';


/** Body shapes for the OpenAPI document; each part is validated with its step's own schema file. */
const registerBody = {
  type: 'object',
  description: 'Every step is required, except login-info (and contact-info when the account has a phone) for a signed-in applicant',
  additionalProperties: false,
  properties: {
    ...Object.fromEntries(REGISTRATION_STEPS.map((s) => [s, { type: 'object', description: `Validated with schemas/registration/${s}.schema.json` }])),
    loanOriginatorUuid: { type: 'string', format: 'uuid', description: 'The referring loan officer (required by some orgs)' },
    utmSource: { type: 'string', maxLength: UTM_SOURCE_MAX, description: 'The utm_source the visitor came with; cloc marks a crypto HELOC (isCrypto)' },
  },
} as const;

export const loginBody = { type: 'object', description: 'Validated with schemas/forms/login.schema.json' } as const;

/** yyyy-MM-dd of the business clock, in UTC. */
const todayOf = (now: Date): string => now.toISOString().slice(0, 10);

export async function loadIdentity(request: FastifyRequest) {
  const user = await findUserById(request.server.db, userOf(request).id);
  if (!user) throw notFound('User not found');
  return user;
}

/** Legacy identity service: registration, password sign-in and the signed-in identity. */
const identity: ServicePlugin = async (app) => {
  app.post('/api/v1/registration/register', {
    onRequest: optionalUser,
    schema: {
      tags: ['identity'],
      summary: 'Registers an applicant and creates their application (state profile). A visitor gets the same answer whether or not the e-mail has an account, without a session: they go on by logging in. Signed in: adds an application, without login info, and answers with a session',
      security: [{}, ...bearerSecurity],
      body: registerBody,
      response: {
        201: registerResultSchema,
        ...errors,
      },
    },
  }, async (request, reply) => {
    const org = request.org();
    const body = request.body;
    const today = todayOf(app.clock.now());
    const signedIn = request.user;
    if (signedIn) {
      // Signed in: another application for the same person; no account to create.
      if (signedIn.role !== 'APPLICANT') throw refuse(403, 'refusal.applicantsOnly');
      const user = await loadIdentity(request);
      const skip: RegistrationStep[] = user.profile.phone && !('contact-info' in body) ? ['login-info', 'contact-info'] : ['login-info'];
      const input = validateRegistration(app, body, org, today, skip, request.language());
      const application = await addApplication(app, input, org, user, request.language());
      const jwt = issueToken(app.jwtSecret, { id: user.id, role: user.role, org: user.org_code }, sameFamily(signedIn));
      return reply.status(201).send({ jwt, applicationUuid: application.uuid, redirect: firstPagePath(application.uuid) });
    }
    // A visitor: the same answer whether or not the e-mail has an account, and no session in it;
    // the portal goes on by logging in with the e-mail and password just chosen.
    const input = validateRegistration(app, body, org, today, [], request.language());
    const { applicationUuid } = await registerVisitor(app, request, input, org);
    return reply.status(201).send({ applicationUuid, redirect: firstPagePath(applicationUuid) });
  });

  app.post('/api/v1/login', {
    schema: {
      tags: ['identity'], summary: 'Signs in with e-mail and password',
      body: loginBody, response: { 200: sessionAnswerSchema, ...errors },
    },
  }, async (request, reply) => {
    const { email, password } = app.screens.validate<{ email: string; password: string }>(LOGIN_SCREEN, request.body, request.language());
    const user = await checkCredentials(app, email, password, request.ip);
    const jwt = issueToken(app.jwtSecret, { id: user.id, role: user.role, org: user.org_code });
    reply.header('authorization', `Bearer ${jwt}`);
    return { jwt };
  });

  app.post('/api/v1/password-reset/request', {
    schema: {
      tags: ['identity'],
      summary: 'Asks for a password reset link by e-mail. The same answer whether or not the e-mail has an account; limited per e-mail and per client address',
      body: { type: 'object', description: 'Validated with schemas/forms/password-reset-request.schema.json' },
      response: { 202: messageAnswerSchema, ...errors },
    },
  }, async (request, reply) => {
    const { email } = app.screens.validate<{ email: string }>('forms/password-reset-request', request.body, request.language());
    const org = request.org();
    await requestPasswordReset(app, request, { email, ip: request.ip, org, origin: linkOrigin(app.config.production, org, clientOf(request).origin), language: request.language() });
    return reply.status(202).send({ message: requestText(app.content.index, request)('passwordReset.requested', { minutes: RESET_LINK_MINUTES }) });
  });

  app.post('/api/v1/password-reset/confirm', {
    schema: {
      tags: ['identity'],
      summary: 'Sets a new password with the token of a reset link (once, before it expires); signs out every session of the account',
      body: {
        type: 'object', required: ['token'],
        description: 'token, plus the fields of schemas/forms/password-reset.schema.json',
        properties: { token: { type: 'string', minLength: 20, maxLength: 100 } },
      },
      response: { 200: messageAnswerSchema, ...errors },
    },
  }, async (request) => {
    const { token, ...form } = request.body;
    const { password } = app.screens.validate<{ password: string }>('forms/password-reset', form, request.language());
    await resetPassword(app, { token, password });
    return { message: requestText(app.content.index, request)('passwordReset.changed') };
  });

  for (const version of ['v1', 'v1_1'] as const) {
    app.get(`/secure/api/${version}/identity`, {
      onRequest: requireUser(),
      schema: {
        tags: ['identity'], security: bearerSecurity, summary: 'The signed-in identity profile',
        response: { 200: identityProfileSchema, ...errors },
      },
    }, async (request) => identityProfile(await loadIdentity(request), app.clock.now(), version));
  }
};
export default identity;
