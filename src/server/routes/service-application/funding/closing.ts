import { errors, uuidParams, type ServicePlugin } from '../../../core/route-schemas';
import { PACIFIC } from '../../../../lib/hours';
import { insuranceRequirements } from '../../../../product/rules';
import { roleOf, roleView } from '../../../applications/view';
import { loadForUser } from '../../../applications/repo';
import { bearerSecurity, requireUser, userOf } from '../../../core/auth';
import { documentsOf } from '../../../documents/repo';
import { businessDays } from '../../../funding/business-days';
import { rescissionStartsAt } from '../../../funding/funding';
import { freeNotarySlots } from '../../../funding/notary-booking';
import { inPersonNotaryFee } from '../../../domain/pricing';
import { closingDetailsSchema, notarySlotsSchema } from '../../../../contracts/funding';

const BASE = '/api/v1/application/heloc/:uuid';

/** What the closing steps read: dates, insurance, signers, notary appointments. The steps themselves are screens. */
const serviceFundingClosing: ServicePlugin = async (app) => {
  app.addHook('onRequest', requireUser());
  app.get(`${BASE}/funding`, {
    schema: {
      tags: ['funding'], security: bearerSecurity, params: uuidParams,
      summary: 'The closing details: signing and funding dates, insurance asked for and received, signers still to sign (read only)',
      response: {
        200: closingDetailsSchema,
        ...errors,
      },
    },
  }, async (request) => {
    const { app: row, access, signers } = await loadForUser(app.db, request.params.uuid, userOf(request));
    const signedAt = await rescissionStartsAt(app, row);
    const uploaded = (await documentsOf(app.db, row.uuid, 'UPLOAD')).map((d) => d.document_type).filter((t) => t.startsWith('PROOF_OF_'));
    return {
      state: row.state,
      ...(signedAt ? (await businessDays()).fundingDates(signedAt) : {}),
      insuranceRequired: insuranceRequirements(row.data),
      insuranceUploaded: [...new Set(uploaded)],
      pendingSigners: signers.filter((s) => s.status !== 'SIGNED' && s.status !== 'CANCELLED').length,
      // an additional signer reads the signer's view of the application, as everywhere else
      application: roleView((await app.content.forApplication(row)).index, roleOf(access), row, signers),
    };
  });

  app.get(`${BASE}/notary/slots`, {
    schema: {
      tags: ['notary'], security: bearerSecurity, params: uuidParams,
      summary: 'Manual notary appointments within the lender’s operating hours (Pacific time) and the fee',
      response: {
        200: notarySlotsSchema,
        ...errors,
      },
    },
  }, async (request) => {
    const { app: row } = await loadForUser(app.db, request.params.uuid, userOf(request), 'owner');
    return { feeCents: Math.round(inPersonNotaryFee(await app.content.orgOfApplication(row)) * 100), timeZone: PACIFIC, slots: await freeNotarySlots(app, row) };
  });

};

export default serviceFundingClosing;
