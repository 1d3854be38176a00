import type { FastifyPluginAsync } from 'fastify';
import { bearerSecurity, requireUser } from '../core/auth';
import { errorResponseSchema } from '../core/errors';
import { personProfile, personProfileSchema } from '../identity/views';
import { loadIdentity } from './identity';

/** The signed-in person's profile. Feedback and notifications share this prefix in their own plugin. */
const serviceProfile: FastifyPluginAsync = async (app) => {
  app.get('/api/v1/profile', {
    onRequest: requireUser(),
    schema: {
      tags: ['service-profile'], security: bearerSecurity, summary: "The signed-in person's profile",
      response: { 200: personProfileSchema, 401: errorResponseSchema, 404: errorResponseSchema },
    },
  }, async (request) => personProfile(await loadIdentity(request)));
};
export default serviceProfile;
