import { chooseLanguage, offeredLanguages } from '../../../engine/languages';
import { languageChoiceSchema } from '../../../contracts/language';
import { errors, type ServicePlugin } from '../../core/route-schemas';
import { bearerSecurity, requireUser } from '../../core/auth';
import { personProfile } from '../../identity/views';
import { personProfileSchema } from '../../../contracts/identity';
import { loadIdentity } from '../identity';

/** The signed-in person's profile. Feedback and notifications share this prefix in their own plugin. */
const serviceProfile: ServicePlugin = async (app) => {
  app.get('/api/v1/profile', {
    onRequest: requireUser(),
    schema: {
      tags: ['service-profile'], security: bearerSecurity, summary: "The signed-in person's profile",
      response: { 200: personProfileSchema, ...errors },
    },
  }, async (request) => personProfile(await loadIdentity(request)));

  app.put('/api/v1/profile/language', {
    onRequest: requireUser(),
    schema: {
      tags: ['service-profile'], security: bearerSecurity,
      summary: "Keeps the language the person chose on their account and their applications, whose later e-mails, letters and documents speak it (one the lender does not offer is English)",
      body: languageChoiceSchema,
      response: { 200: languageChoiceSchema, ...errors },
    },
  }, async (request) => {
    const user = await loadIdentity(request);
    const language = chooseLanguage([request.body.language], offeredLanguages(app.content.org(user.org_code)));
    await app.db.transaction(async (tx) => {
      await tx.query('update app_user set language = $2 where id = $1', [user.id, language]);
      await tx.query('update application set language = $2 where owner_id = $1', [user.id, language]);
    });
    return { language };
  });
};
export default serviceProfile;
