import { errors, type ServicePlugin, uuid } from '../../core/route-schemas';
import { notFound } from '../../core/errors';
import { originatorReplySchema } from '../../../contracts/originator';

/** Public loan originator display info for referral links. */
const serviceLeadPortal: ServicePlugin = async (app) => {
  app.get('/api/lo/:loanOriginatorUuid', {
    schema: {
      summary: "A loan officer's public details for a referral link",
      tags: ['service-lead-portal'],
      params: {
        type: 'object', required: ['loanOriginatorUuid'],
        properties: { loanOriginatorUuid: uuid },
      },
      response: {
        200: originatorReplySchema,
        ...errors,
      },
    },
  }, async (request, reply) => {
    const { loanOriginatorUuid } = request.params;
    for (const org of Object.values(app.content.index.orgs)) {
      const lo = org.originators?.find((o) => o.uuid === loanOriginatorUuid.toLowerCase());
      if (lo) {
        const { uuid: _uuid, ...originatorDisplayInfo } = lo;
        reply.header('cache-control', 'public, max-age=600');
        return { originatorDisplayInfo, orgCode: org.orgCode };
      }
    }
    throw notFound(`No loan originator ${loanOriginatorUuid}`);
  });
};
export default serviceLeadPortal;
