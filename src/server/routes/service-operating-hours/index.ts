import type { FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { errors, type ServicePlugin } from '../../core/route-schemas';
import { DateTime } from 'luxon';
import { isOpenAt, PACIFIC } from '../../../lib/hours';
import { notFound } from '../../core/errors';
import { chatOpen } from '../../chat/open';
import { openStatusSchema } from '../../../contracts/chat';
import { weekHoursSchema } from '../../../contracts/hours';

const params = { type: 'object', required: ['department'], properties: { department: { type: 'string', pattern: '^[A-Z_]+$' } } } as const;
const headers = { type: 'object', properties: { 'x-org': { type: 'string' } } } as const;
const query = { type: 'object', properties: { display: { type: 'boolean' }, orgCode: { type: 'string' } } } as const;

/** Operating hours by department (OPS_PHONE, OPS_CHAT) from the org file, times in America/Los_Angeles. */
const serviceOperatingHours: ServicePlugin = async (app) => {
  const hoursFor = (request: FastifyRequest<{ Params: FromSchema<typeof params> }>) => {
    const { department } = request.params;
    const week = request.org().operatingHours[department];
    if (!week) throw notFound(`Unknown department: ${department}`);
    return week;
  };
  const weekRoute = {
    schema: {
      summary: "The department's opening hours for each day of the week, in its time zone",
      tags: ['service-operating-hours'], params, headers, querystring: query,
      response: { 200: weekHoursSchema, ...errors },
    },
  };
  app.get('/external/api/v1/hours/:department', weekRoute, async (request) => hoursFor(request));
  app.get('/external/api/v1/hours/:department/week', weekRoute, async (request) => hoursFor(request));
  app.get('/external/api/v1/hours/:department/openStatus', {
    schema: {
      summary: 'Whether the department is open now',
      tags: ['service-operating-hours'], params, headers, querystring: query,
      response: { 200: openStatusSchema, ...errors },
    },
  }, async (request) => {
    const week = hoursFor(request);
    // The chat team's status is the chat service's own (it honours the sandbox hours override).
    const chat = request.params.department === 'OPS_CHAT';
    return { open: chat ? chatOpen(app, request.org()) : isOpenAt(week, DateTime.fromJSDate(app.clock.now())), timeZone: PACIFIC };
  });
};
export default serviceOperatingHours;
