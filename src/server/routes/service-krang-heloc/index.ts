import { errors, type ServicePlugin, uuidParams } from '../../core/route-schemas';
import { bearerSecurity, requireUser, userOf } from '../../core/auth';
import { readyInMs, settle } from '../../applications/apply-event';
import { accessTo } from '../../applications/repo';
import { applicationStatusSchema } from '../../../contracts/portal';


/** Borrower status service: the server's own status of an application, polled by the portal after each action. */
const serviceKrangHeloc: ServicePlugin = async (app) => {
  app.addHook('onRequest', requireUser());

  app.get('/borrower/secure/api/v1/:uuid/status', {
    schema: {
      tags: ['service-krang-heloc'], security: bearerSecurity,
      params: uuidParams,
      summary: 'The server status of an application the caller owns or signs (mapped to a page by flows/status-routes.json)',
      response: { 200: applicationStatusSchema, ...errors },
    },
  }, async (request) => {
    const { uuid } = request.params;
    const { app: loaded } = accessTo(await app.applicationReads.find(uuid), userOf(request));
    // The server's own moves (a timed step that is due, a hold, documents ready) happen here, so polling alone moves them.
    const row = await settle(app, loaded);
    return {
      uuid: row.uuid, status: row.server_status, state: row.state,
      uwDecision: (row.flags.uwDecision as string | undefined) ?? null, uwSubDecision: (row.flags.uwSubDecision as string | undefined) ?? null,
      readyInMs: await readyInMs(app, row),
    };
  });
};
export default serviceKrangHeloc;
