import { chooseLanguage, offeredLanguages } from '../../engine/languages';
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

  app.put('/api/v1/profile/language', {
    onRequest: requireUser(),
    schema: {
      tags: ['service-profile'], security: bearerSecurity,
      summary: "Keeps the language the person chose on their account and their applications, whose later e-mails, letters and documents speak it (one the lender does not offer is English)",
      body: { type: 'object', required: ['language'], additionalProperties: false, properties: { language: { type: 'string', pattern: '^[a-z]{2}(-[A-Za-z]{2})?$' } } },
      response: { 200: { type: 'object', required: ['language'], properties: { language: { type: 'string' } } }, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
    },
  }, async (request) => {
    const user = await loadIdentity(request);
    const language = chooseLanguage([(request.body as { language: string }).language], offeredLanguages(app.content.org(user.org_code)));
    await app.db.transaction(async (tx) => {
      await tx.query('update app_user set language = $2 where id = $1', [user.id, language]);
      await tx.query('update application set language = $2 where owner_id = $1', [user.id, language]);
    });
    return { language };
  });
};
export default serviceProfile;
