import type { FastifyPluginAsync } from 'fastify';
import { errorResponseSchema, notFound } from '../core/errors';

/** Public loan originator display info for referral links. */
const serviceLeadPortal: FastifyPluginAsync = async (app) => {
  app.get('/api/lo/:loanOriginatorUuid', {
    schema: {
      summary: "A loan officer's public details for a referral link",
      tags: ['service-lead-portal'],
      params: {
        type: 'object', required: ['loanOriginatorUuid'],
        properties: { loanOriginatorUuid: { type: 'string', format: 'uuid' } },
      },
      response: {
        200: {
          type: 'object', required: ['originatorDisplayInfo'],
          properties: {
            originatorDisplayInfo: {
              type: 'object',
              required: ['originatorName', 'email', 'phoneNumber', 'nmls'],
              properties: {
                originatorName: { type: 'string' }, brokerName: { type: 'string' }, avatarUri: { type: 'string' },
                email: { type: 'string' }, phoneNumber: { type: 'string' }, nmls: { type: 'string' },
              },
            },
            orgCode: { type: 'string' },
          },
        },
        400: errorResponseSchema,
        404: errorResponseSchema,
      },
    },
  }, async (request, reply) => {
    const { loanOriginatorUuid } = request.params as { loanOriginatorUuid: string };
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
