import { errors, type ServicePlugin } from '../../core/route-schemas';
import { publicOrg, publicOrgSchema, stateLicensesSchema } from '../../../contracts/org';

/** Public, unauthenticated application-service calls: licences and the page-level org record. */
const serviceApplicationExternal: ServicePlugin = async (app) => {
  app.get('/api/v1/heloc/state-licenses', {
    schema: {
      tags: ['service-application'],
      summary: 'States the org is licensed in, sorted alphabetically',
      querystring: { type: 'object', required: ['orgCode'], properties: { orgCode: { type: 'string', minLength: 1 } } },
      response: { 200: stateLicensesSchema, ...errors },
    },
  }, async (request, reply) => {
    const { orgCode } = request.query;
    const org = app.content.org(orgCode);
    reply.header('cache-control', 'public, max-age=300');
    return [...org.licensedStates].sort().map((abbrev) => ({ abbrev }));
  });

  app.get('/api/v1/heloc/private-label', {
    schema: {
      tags: ['service-application'],
      summary: 'The page-level organisation record for this host (or orgCode query in development)',
      querystring: { type: 'object', properties: { orgCode: { type: 'string' } } },
      response: { 200: publicOrgSchema, ...errors },
    },
  }, async (request) => publicOrg(request.org()));
};
export default serviceApplicationExternal;
