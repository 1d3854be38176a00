import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { fundingDates } from '../../lib/business-days';
import type { DayHours } from '../../lib/hours';
import { applicationView, applicationViewSchema } from '../applications/view';
import { loadForUser, signersOf } from '../applications/repo';
import { bearerSecurity, requireUser, userOf } from '../core/auth';
import { badRequest, conflict, errorResponseSchema } from '../core/errors';
import { documentsOf } from '../documents/repo';
import { insuranceRequirements } from '../funding/after-upload';
import { rescissionStartsAt } from '../funding/funding';
import { S, expectState, moveTo, type Row } from '../funding/journey';
import { tick } from '../funding/tick';
import { MANUAL_NOTARY_FEE_CENTS, notarySlots, sandboxENotary } from '../providers/notary';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema } as const;
const uuid = { type: 'string', format: 'uuid' } as const;
const appParams = { type: 'object', required: ['uuid'], properties: { uuid } } as const;
const BASE = '/api/v1/application/heloc/:uuid';

/** Notary, insurance and funding: the closing steps after signing. */
const serviceFundingClosing: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', requireUser());
  const view = async (row: Row) => applicationView(row, await signersOf(app.db, row.uuid));
  const weekOf = (row: Row): DayHours[] => {
    const hours = (app.content.org(row.org_code) as unknown as { operatingHours?: Record<string, DayHours[]> }).operatingHours;
    return hours?.OPS_PHONE ?? [];
  };

  app.get(`${BASE}/funding`, {
    schema: {
      tags: ['funding'], security: bearerSecurity, params: appParams,
      summary: 'Where the closing stands; finishes waiting steps whose work is done (the client polls it)',
      response: {
        200: {
          type: 'object', required: ['state', 'application'],
          properties: {
            state: { type: 'string' },
            signedOn: { type: 'string' }, rescissionEndsOn: { type: 'string' }, fundingOn: { type: 'string' },
            insuranceRequired: { type: 'array', items: { type: 'string' } },
            insuranceUploaded: { type: 'array', items: { type: 'string' } },
            pendingSigners: { type: 'integer' },
            application: applicationViewSchema,
          },
        },
        ...errors,
      },
    },
  }, async (request) => {
    const { app: loaded, access } = await loadForUser(app.db, (request.params as { uuid: string }).uuid, userOf(request));
    const row = access === 'owner' ? await tick(app, loaded) : loaded;
    const signedAt = await rescissionStartsAt(app, row);
    const uploaded = (await documentsOf(app.db, row.uuid, 'UPLOAD')).map((d) => d.document_type).filter((t) => t.startsWith('PROOF_OF_'));
    const signers = await signersOf(app.db, row.uuid);
    return {
      state: row.state,
      ...(signedAt ? fundingDates(signedAt) : {}),
      insuranceRequired: insuranceRequirements(row),
      insuranceUploaded: [...new Set(uploaded)],
      pendingSigners: signers.filter((s) => s.status !== 'SIGNED' && s.status !== 'CANCELLED').length,
      application: await view(row),
    };
  });

  app.get(`${BASE}/notary/slots`, {
    schema: {
      tags: ['notary'], security: bearerSecurity, params: appParams,
      summary: 'Manual notary appointments within the lender’s operating hours (Pacific time) and the fee',
      response: {
        200: { type: 'object', properties: { feeCents: { type: 'integer' }, timeZone: { type: 'string' }, slots: { type: 'array', items: { type: 'string' } } } },
        ...errors,
      },
    },
  }, async (request) => {
    const { app: row } = await loadForUser(app.db, (request.params as { uuid: string }).uuid, userOf(request), 'owner');
    const taken = await app.db.query<{ slot_start: Date }>(`select slot_start from notary_reservation where status = 'RESERVED' and kind = 'MANUAL'`);
    const takenSet = new Set(taken.map((t) => new Date(t.slot_start).toISOString().replace('.000Z', 'Z')));
    return { feeCents: MANUAL_NOTARY_FEE_CENTS, timeZone: 'America/Los_Angeles', slots: notarySlots(weekOf(row), app.clock.now(), takenSet) };
  });

  app.post(`${BASE}/notary/reserve`, {
    schema: {
      tags: ['notary'], security: bearerSecurity, params: appParams,
      summary: 'Reserves a manual notary appointment ($300 fee)',
      body: { type: 'object', required: ['slot', 'acceptFee'], additionalProperties: false, properties: { slot: { type: 'string', format: 'date-time' }, acceptFee: { const: true } } },
      response: { 200: applicationViewSchema, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const { app: row } = await loadForUser(app.db, (request.params as { uuid: string }).uuid, user, 'owner');
    expectState(row, S.notary);
    const slot = new Date((request.body as { slot: string }).slot).toISOString().replace('.000Z', 'Z');
    const taken = await app.db.query<{ slot_start: Date }>(`select slot_start from notary_reservation where status = 'RESERVED' and kind = 'MANUAL'`);
    const free = notarySlots(weekOf(row), app.clock.now(), new Set(taken.map((t) => new Date(t.slot_start).toISOString().replace('.000Z', 'Z'))));
    if (!free.includes(slot)) throw conflict('That appointment is no longer available. Please choose another time.');
    await app.db.query('insert into notary_reservation (uuid, application_uuid, kind, slot_start, fee_cents) values ($1, $2, $3, $4, $5)', [randomUUID(), row.uuid, 'MANUAL', slot, MANUAL_NOTARY_FEE_CENTS]);
    return view(await moveTo(app, row, S.insurance, 'notarized', user.id, { data: { requestedManualNotaryTime: slot }, flags: { manualNotary: true, notaryFeeCents: MANUAL_NOTARY_FEE_CENTS } }));
  });

  app.post(`${BASE}/notary/session`, {
    schema: {
      tags: ['notary'], security: bearerSecurity, params: appParams,
      summary: 'The eNotary session: ID check, then the signing ceremony',
      body: {
        oneOf: [
          { type: 'object', required: ['step', 'lastFourOfId'], additionalProperties: false, properties: { step: { const: 'ID_CHECK' }, lastFourOfId: { type: 'string', pattern: '^[0-9A-Za-z]{4}$' } } },
          { type: 'object', required: ['step', 'consent'], additionalProperties: false, properties: { step: { const: 'CEREMONY' }, consent: { const: true } } },
        ],
      },
      response: { 200: applicationViewSchema, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const { app: row } = await loadForUser(app.db, (request.params as { uuid: string }).uuid, user, 'owner');
    expectState(row, S.notary);
    const body = request.body as { step: 'ID_CHECK'; lastFourOfId: string } | { step: 'CEREMONY'; consent: true };
    if (body.step === 'ID_CHECK') {
      app.screens.validate('notary-id-check', { lastFourOfId: body.lastFourOfId });
      const result = await sandboxENotary.checkIdentity({ lastFourOfId: body.lastFourOfId, dob: String((row.data.borrower as { dob?: string } | undefined)?.dob ?? '') });
      if (!result.passed) throw badRequest(result.reason ?? 'The identity check failed', [{ path: '/lastFourOfId', message: result.reason ?? 'The identity check failed' }]);
      return view(await moveTo(app, row, S.notary, 'notaryIdChecked', user.id, { flags: { eNotaryIdVerified: true, eNotarySessionId: randomUUID() } }));
    }
    app.screens.validate('notary-ceremony', { consent: body.consent });
    if (row.flags.eNotaryIdVerified !== true) throw conflict('Complete the ID check first');
    const done = await sandboxENotary.ceremony({ sessionId: String(row.flags.eNotarySessionId), consent: body.consent });
    return view(await moveTo(app, row, S.insurance, 'notarized', user.id, { flags: { manualNotary: false, closingComplete: true, eNotaryRecordingId: done.recordingId } }));
  });
};

export default serviceFundingClosing;
