import { staffListQuerySchema } from '../../../../contracts/staff';
import { errors, type ServicePlugin } from '../../../core/route-schemas';
import { belowService, SERVICE } from '../../../../lib/service-paths';
import { bearerSecurity } from '../../../core/auth';
import { staffLender } from '../../../staff/lender';
import { requireEditor } from '../../../studio/editor';
import { parseFilters } from '../../../staff/list-query';
import { applicantFlow } from '../../../applications/flow-runtime';
import { stateCounts } from '../../../staff/state-counts';
import { STUDIO_FLOW_COUNTS_PATH, stateCountsSchema } from '../../../../contracts/studio-flow';

const { properties: listProps } = staffListQuerySchema;

/**
 * The content studio's flow graph counts: per state of the applicant flow, how many of the staff's
 * lender's applications (started in the period) reached it and how many stopped there, from the
 * application event log. Scoped to the lender like every staff call.
 */
const studioFlowCounts: ServicePlugin = async (app) => {
  app.get(belowService(SERVICE.application, STUDIO_FLOW_COUNTS_PATH), {
    onRequest: requireEditor,
    schema: {
      tags: ['service-application'], security: bearerSecurity,
      summary: "Staff: per applicant flow state, how many of their lender's applications started in the period reached it and how many are at it now",
      querystring: { type: 'object', additionalProperties: false, properties: { from: listProps.from, to: listProps.to } },
      response: { 200: stateCountsSchema, ...errors },
    },
  }, async (request) => {
    const orgCode = staffLender(request);
    const filters = parseFilters(request.query, applicantFlow(app).flow, app.content.index.orgs[orgCode]);
    return stateCounts(app.db, orgCode, filters);
  });
};

export default studioFlowCounts;
