import { errors, type ServicePlugin } from '../core/route-schemas';
import { bearerSecurity, requireUser } from '../core/auth';
import { personProfile, personProfileSchema } from '../identity/views';
import { loadIdentity } from './identity';

/** The signed-in person's profile. Feedback and notifications share this prefix in their own plugin. */
const serviceProfile: ServicePlugin = async (app) => {
  app.get('/api/v1/profile', {
    onRequest: requireUser(),
    schema: {
      tags: ['service-profile'], security: bearerSecurity, summary: "The signed-in person's profile",
      response: { 200: personProfileSchema, ...errors },
    },
  }, async (request) => personProfile(await loadIdentity(request)));
};
export default serviceProfile;
