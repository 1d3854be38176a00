import { CALLER_VIEW, COSTS } from '../../../contracts/role-views';
import { SCREEN_ANSWER } from '../../../contracts/screen-answer';
import { errors, uuidParams, type ServicePlugin, uuid } from '../../core/route-schemas';
import { bearerSecurity, clientOf, requireUser, userOf } from '../../core/auth';
import { APPLICATION_PATHS, CO_DEED_STATUS } from '../../../lib/application-paths';
import { pullsOf } from '../../applications/credit-pulls';
import { currentOffers, findOffer } from '../../applications/offers-repo';
import { creditPullSchema } from '../../../contracts/portal';
import { offerSchema } from '../../../contracts/offers';
import { refuse } from '../../core/errors';
import { priceForApplicant } from '../../applications/price-selection';
import { offerCosts } from '../../domain/offers';
import { inPersonNotaryFee } from '../../domain/pricing';
import { settle } from '../../applications/apply-event';
import { accessTo, applicationsFor, loadForUser, signersOf, type Access, type ApplicationRow, type SignerRow } from '../../applications/repo';
import { writeScreen } from '../../applications/screen-write';
import { roleOf, sharedRoleView, viewText } from '../../applications/view';
import { coDeedStatusAnswerSchema, type CoDeedStatus } from '../../../contracts/signers';

const screenParams = {
  type: 'object', required: ['uuid', 'screenId'],
  properties: { uuid: uuid, screenId: { type: 'string', pattern: '^[a-z0-9-]+$', maxLength: 80 } },
} as const;

/** Co-deed status of an application: none needed, someone still to sign, or everyone signed. */
export function coDeedStatusOf(row: ApplicationRow, signers: SignerRow[]): CoDeedStatus {
  if (row.data.coDeedStatus === 'COMPLETE' || row.flags.coDeedStatus === 'COMPLETE') return 'COMPLETE';
  if (!signers.length) return 'NOT_REQUIRED';
  return signers.every((s) => s.status === 'SIGNED' || s.status === 'COMPLETE') ? 'COMPLETE' : 'PENDING';
}

/** Signed-in application calls: the caller's applications, one application, its offers and the screen writes. */
const serviceApplication: ServicePlugin = async (app) => {
  app.addHook('onRequest', requireUser());
  /** The caller's role view: additional signers never read the applicant's credit, income or demographics. */
  const viewFor = async (row: ApplicationRow, access: Access, signers?: SignerRow[]) =>
    sharedRoleView((await app.content.forApplication(row)).index, roleOf(access), row, signers ?? await signersOf(app.db, row.uuid));

  app.get(`${APPLICATION_PATHS.v1}/all`, {
    schema: {
      tags: ['service-application'], security: bearerSecurity,
      summary: "The signed-in user's applications (owned or signing), newest first",
      response: { 200: { type: 'array', items: CALLER_VIEW }, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const rows = await applicationsFor(app.db, user.id);
    return Promise.all(rows.map(async (row) => viewFor(await settle(app, row), row.owner_id === user.id ? 'owner' : 'signer')));
  });

  app.get(CO_DEED_STATUS, {
    schema: {
      tags: ['service-application'], security: bearerSecurity,
      summary: "Co-deed status of each of the caller's applications (owned or signing)",
      response: { 200: coDeedStatusAnswerSchema, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const rows = await applicationsFor(app.db, user.id);
    const applications = await Promise.all(rows.map(async (row) => {
      const signers = await signersOf(app.db, row.uuid);
      return {
        uuid: row.uuid, role: row.owner_id === user.id ? 'owner' : 'signer', coDeedStatus: coDeedStatusOf(row, signers),
        signers: signers.map((s) => ({ email: s.email, status: s.status })),
      };
    }));
    return { applications };
  });

  // every version of the path answers the same read; the crypto HELOC path too (the record says isCrypto)
  for (const base of Object.values(APPLICATION_PATHS)) {
    app.get(`${base}/:uuid`, {
      schema: {
        tags: ['service-application'], security: bearerSecurity, params: uuidParams,
        summary: 'One application the caller owns or signs',
        response: { 200: CALLER_VIEW, ...errors },
      },
      // a shared copy's view is written as JSON once, like the view itself (view.ts)
      serializerCompiler: () => viewText,
    }, async (request) => {
      const { uuid } = request.params;
      const { app: row, access, signers } = accessTo(await app.applicationReads.find(uuid), userOf(request));
      const settled = await settle(app, row);
      // the signers read with the application stand unless settling moved it on
      return viewFor(settled, access, settled === row ? signers : undefined);
    });
  }

  app.put('/api/v1/application/heloc/:uuid/screens/:screenId', {
    schema: {
      tags: ['service-application'], security: bearerSecurity, params: screenParams,
      summary: 'Saves one screen of the applicant flow and applies its flow event (the only way an applicant moves the application)',
      description: 'The body is validated with schemas/screens/{screenId}.schema.json (400 with field paths, nothing stored), merged into the application data, its server work runs (src/server/effects/screens), then the event named by the screen\'s x-screen.event is applied through flows/applicant.flow.json and its guards, followed by the state\'s automatic events and the flow\'s outcomes. A screen the current step does not show answers 409 and stores nothing; sending the same body again after it moved the application on answers the application unchanged. Some screens answer extra fields (signing-additional: invitations; signing-consent: signature).',
      body: { type: 'object', additionalProperties: true },
      response: { 200: SCREEN_ANSWER, ...errors },
    },
  }, async (request) => {
    const { uuid, screenId } = request.params;
    const { row, reply } = await writeScreen(app, { uuid, screenId, body: request.body, user: userOf(request), client: clientOf(request) });
    // the screen's own answer (invitation links, the signature) beside the applicant's view
    return { ...(await viewFor(row, 'owner')), ...reply };
  });

  app.get('/api/v1/application/heloc/:uuid/offers', {
    schema: {
      tags: ['service-application'], security: bearerSecurity, params: uuidParams,
      summary: "The application's current offers from underwriting, lowest rate first",
      response: { 200: { type: 'array', items: offerSchema }, ...errors },
    },
  }, async (request) => {
    const { uuid } = request.params;
    const { app: row } = await loadForUser(app.db, uuid, userOf(request), 'owner');
    const fee = inPersonNotaryFee(await app.content.orgOfApplication(row));
    return (await currentOffers(app.db, row.uuid)).map((offer) => ({ ...offer, costs: offerCosts(offer, fee) }));
  });

  app.get('/api/v1/application/heloc/:uuid/offers/:offerUuid/costs', {
    schema: {
      tags: ['service-application'], security: bearerSecurity,
      params: { type: 'object', required: ['uuid', 'offerUuid'], properties: { uuid: uuid, offerUuid: uuid } },
      querystring: {
        type: 'object', required: ['amount', 'termYears'], additionalProperties: false,
        properties: { amount: { type: 'number', minimum: 0, maximum: 100_000_000, title: 'Line amount' }, termYears: { type: 'integer', minimum: 1, maximum: 50, title: 'Term' } },
      },
      summary: 'What a line of this amount and term costs under one of the current offers (the figures the product-select write stores and the disclosures print)',
      response: { 200: COSTS, ...errors },
    },
  }, async (request) => {
    const { uuid, offerUuid } = request.params;
    const { amount, termYears } = request.query;
    const { app: row } = await loadForUser(app.db, uuid, userOf(request), 'owner');
    const offer = await findOffer(app.db, row.uuid, offerUuid);
    if (!offer) throw refuse(404, 'refusal.offerNotFound');
    return priceForApplicant(offer, amount, termYears, await app.content.orgOfApplication(row));
  });

  app.get('/api/v1/application/heloc/:uuid/credit-pulls', {
    schema: {
      tags: ['service-application'], security: bearerSecurity, params: uuidParams,
      summary: 'Credit pulls made for the application (soft for the rate check, hard on application), with consent times',
      response: { 200: { type: 'array', items: creditPullSchema }, ...errors },
    },
  }, async (request) => {
    const { uuid } = request.params;
    const { app: row } = await loadForUser(app.db, uuid, userOf(request), 'owner');
    return pullsOf(app.db, row.uuid);
  });
};
export default serviceApplication;
