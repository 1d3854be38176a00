import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { bearerSecurity, issueToken, optionalUser, requireUser, sameFamily, userOf } from '../core/auth';
import { errorResponseSchema, forbidden, notFound } from '../core/errors';
import { checkCredentials } from '../identity/login';
import { addApplication, firstPagePath, registerVisitor, validateRegistration } from '../identity/registration';
import { findUserById } from '../identity/users';
import { identityProfile, identityProfileSchema } from '../identity/views';
import { REGISTRATION_STEPS, type RegistrationStep } from '../../product/registration';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema } as const;

/** Body shapes for the OpenAPI document; each part is validated with its step's own schema file. */
const registerBody = {
  type: 'object',
  description: 'Every step is required, except login-info (and contact-info when the account has a phone) for a signed-in applicant',
  additionalProperties: false,
  properties: {
    ...Object.fromEntries(REGISTRATION_STEPS.map((s) => [s, { type: 'object', description: `Validated with schemas/registration/${s}.schema.json` }])),
    loanOriginatorUuid: { type: 'string', format: 'uuid', description: 'The referring loan officer (required by some orgs)' },
  },
} as const;

export const loginBody = { type: 'object', description: 'Validated with schemas/forms/login.schema.json' } as const;
const jwtResponse = { type: 'object', required: ['jwt'], properties: { jwt: { type: 'string' } } } as const;

/** yyyy-MM-dd of the business clock, in UTC. */
const todayOf = (now: Date): string => now.toISOString().slice(0, 10);

export async function loadIdentity(request: FastifyRequest) {
  const user = await findUserById(request.server.db, userOf(request).id);
  if (!user) throw notFound('User not found');
  return user;
}

/** Legacy identity service: registration, password sign-in and the signed-in identity. */
const identity: FastifyPluginAsync = async (app) => {
  app.post('/api/v1/registration/register', {
    preHandler: optionalUser,
    schema: {
      tags: ['identity'],
      summary: 'Registers an applicant and creates their application (state profile). A visitor gets the same answer whether or not the e-mail has an account, without a session: they go on by logging in. Signed in: adds an application, without login info, and answers with a session',
      security: [{}, ...bearerSecurity],
      body: registerBody,
      response: {
        201: {
          type: 'object', required: ['applicationUuid', 'redirect'],
          properties: { jwt: { type: 'string' }, applicationUuid: { type: 'string', format: 'uuid' }, redirect: { type: 'string' } },
        },
        ...errors,
      },
    },
  }, async (request, reply) => {
    const org = request.org();
    const body = request.body as Record<string, unknown>;
    const today = todayOf(app.clock.now());
    const signedIn = request.user;
    if (signedIn) {
      // Signed in: another application for the same person; no account to create.
      if (signedIn.role !== 'APPLICANT') throw forbidden('Only applicants can start an application.');
      const user = await loadIdentity(request);
      const skip: RegistrationStep[] = user.profile.phone && !body['contact-info'] ? ['login-info', 'contact-info'] : ['login-info'];
      const input = validateRegistration(app, body, org, today, skip);
      const application = await addApplication(app, input, org, user);
      const jwt = issueToken(app.jwtSecret, { id: user.id, role: user.role, org: user.org_code }, sameFamily(signedIn));
      return reply.status(201).send({ jwt, applicationUuid: application.uuid, redirect: firstPagePath(application.uuid) });
    }
    // A visitor: the same answer whether or not the e-mail has an account, and no session in it;
    // the portal goes on by logging in with the e-mail and password just chosen.
    const input = validateRegistration(app, body, org, today);
    const { applicationUuid } = await registerVisitor(app, input, org, request.ip);
    return reply.status(201).send({ applicationUuid, redirect: firstPagePath(applicationUuid) });
  });

  app.post('/api/v1/login', {
    schema: {
      tags: ['identity'], summary: 'Signs in with e-mail and password',
      body: loginBody, response: { 200: jwtResponse, ...errors },
    },
  }, async (request, reply) => {
    const { email, password } = app.screens.validate<{ email: string; password: string }>('forms/login', request.body);
    const user = await checkCredentials(app, email, password, request.ip);
    const jwt = issueToken(app.jwtSecret, { id: user.id, role: user.role, org: user.org_code });
    reply.header('authorization', `Bearer ${jwt}`);
    return { jwt };
  });

  for (const version of ['v1', 'v1_1'] as const) {
    app.get(`/secure/api/${version}/identity`, {
      preHandler: requireUser(),
      schema: {
        tags: ['identity'], security: bearerSecurity, summary: 'The signed-in identity profile',
        response: { 200: identityProfileSchema, ...errors },
      },
    }, async (request) => identityProfile(await loadIdentity(request), app.clock.now(), version));
  }
};
export default identity;
