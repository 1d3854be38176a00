import type { FastifyPluginAsync } from 'fastify';
import { accountNumberProblem, lastFour, routingNumberProblem, ROUTING_MESSAGES } from '../../lib/bank';
import { applicationView, applicationViewSchema } from '../applications/view';
import { loadForUser, signersOf } from '../applications/repo';
import { bearerSecurity, requireUser, userOf } from '../core/auth';
import { badRequest, errorResponseSchema, notFound, type FieldError } from '../core/errors';
import { accountSummary, bankAccountSchema, findBankAccount, insertBankAccount } from '../funding/bank-accounts';
import { S, expectState, moveTo, type Row } from '../funding/journey';
import { sandboxBankProvider } from '../providers/bank';
import { sandboxIncomeProvider, type IncomeLinkType } from '../providers/income';
import { inviteSigners } from '../signers/invitations';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema } as const;
const uuid = { type: 'string', format: 'uuid' } as const;
const appParams = { type: 'object', required: ['uuid'], properties: { uuid } } as const;
const BASE = '/api/v1/application/heloc/:uuid';

/** Plain-form screens of the funding steps written here, each validated by its own schema file. */
const FUNDING_SCREENS = ['income-employer-verification', 'payoff-hold', 'bank-autopay', 'bank-manual-disburse', 'bpo-estimate-value', 'signing-additional'] as const;

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** Income, bank accounts and the plain forms from offer to signing. */
const serviceFunding: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', requireUser());
  const view = async (row: Row) => applicationView(row, await signersOf(app.db, row.uuid));

  app.post(`${BASE}/income/link`, {
    schema: {
      tags: ['funding'], security: bearerSecurity, params: appParams,
      summary: 'Links a payroll or bank-transaction account through the income provider (screen income-review)',
      body: { type: 'object' }, response: { 200: applicationViewSchema, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const { app: row } = await loadForUser(app.db, (request.params as { uuid: string }).uuid, user, 'owner');
    expectState(row, S.incomeReview);
    const body = app.screens.validate<{ linkType: IncomeLinkType; username: string; password: string }>('income-review', request.body);
    const result = await sandboxIncomeProvider.link({ type: body.linkType, username: body.username, password: body.password, statedIncome: Number(row.data.statedIncome ?? 0) });
    const incomeSources = [{ source: result.source, employerName: result.employerName, verifiedAnnualIncome: result.verifiedAnnualIncome, employmentType: 'FULL_TIME' }];
    if (result.outcome === 'VERIFIED_INCOME_MATCHED') {
      return view(await moveTo(app, row, S.ach, 'incomeVerified', user.id, { data: { incomeSources }, flags: { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' } }));
    }
    if (result.outcome === 'INCOME_MISMATCH') {
      return view(await moveTo(app, row, S.manualPaystubUpload, 'uploadPaystub', user.id, { data: { incomeSources }, flags: { manualPaystubUpload: true, paystubsRequired: result.paystubsRequired, manualPaystubTasksComplete: false } }));
    }
    return view(await moveTo(app, row, S.emplVerify, 'linkIncome', user.id, { data: { incomeSources }, flags: { employmentVerificationNeeded: true } }));
  });

  app.get(`${BASE}/bank/institutions`, {
    schema: {
      tags: ['funding'], security: bearerSecurity, params: appParams, querystring: { type: 'object', properties: { q: { type: 'string', maxLength: 60 } } },
      summary: 'Institutions the bank-link provider supports',
      response: { 200: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } } }, ...errors },
    },
  }, async (request) => {
    await loadForUser(app.db, (request.params as { uuid: string }).uuid, userOf(request), 'owner');
    return sandboxBankProvider.institutions((request.query as { q?: string }).q);
  });

  app.post(`${BASE}/bank/link`, {
    schema: {
      tags: ['funding'], security: bearerSecurity, params: appParams,
      summary: 'Logs in to the institution and returns its accounts (masks only)',
      body: {
        type: 'object', required: ['institutionId', 'username', 'password'], additionalProperties: false,
        properties: { institutionId: { type: 'string', minLength: 1 }, username: { type: 'string', minLength: 1, maxLength: 100 }, password: { type: 'string', minLength: 1, maxLength: 100 } },
      },
      response: { 200: { type: 'array', items: bankAccountSchema }, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const { app: row } = await loadForUser(app.db, (request.params as { uuid: string }).uuid, user, 'owner');
    expectState(row, S.ach, S.manualAutopay, S.autopay);
    const body = request.body as { institutionId: string; username: string; password: string };
    const ownerName = [obj(obj(row.data.borrower).name).firstName, obj(obj(row.data.borrower).name).lastName].filter(Boolean).join(' ');
    const { institution, accounts } = await sandboxBankProvider.link({ ...body, ownerName });
    const stored = [];
    for (const a of accounts) {
      stored.push(await insertBankAccount(app.db, row.uuid, {
        source: 'LINKED', institution_name: institution.name, account_name: a.name, account_type: a.type,
        routing_number: a.routingNumber, account_number: a.accountNumber, mask: a.mask, owner_name: a.ownerName,
      }));
    }
    return stored.map(accountSummary);
  });

  app.post(`${BASE}/bank/disburse`, {
    schema: {
      tags: ['funding'], security: bearerSecurity, params: appParams,
      summary: 'Chooses a linked account to receive the funds',
      body: { type: 'object', required: ['accountUuid'], additionalProperties: false, properties: { accountUuid: uuid } },
      response: { 200: applicationViewSchema, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const { app: row } = await loadForUser(app.db, (request.params as { uuid: string }).uuid, user, 'owner');
    expectState(row, S.ach, S.manualAutopay);
    const account = await findBankAccount(app.db, row.uuid, (request.body as { accountUuid: string }).accountUuid);
    if (!account) throw notFound('Bank account not found');
    return view(await chooseDisburse(row, accountSummary(account), user.id));
  });

  async function chooseDisburse(row: Row, account: ReturnType<typeof accountSummary>, actorId: string): Promise<Row> {
    if (row.state === S.manualAutopay) {
      return moveTo(app, row, S.docVerify, 'accountsSet', actorId, { data: { disburseAccount: account, payType: 'MANUAL' } });
    }
    return moveTo(app, row, S.autopay, 'chooseAutopay', actorId, { data: { disburseAccount: account } });
  }

  app.put(`${BASE}/funding/screens/:screenId`, {
    schema: {
      tags: ['funding'], security: bearerSecurity,
      summary: 'Writes one of the funding plain-form screens (validated by its schema) and moves the journey on',
      params: { type: 'object', required: ['uuid', 'screenId'], properties: { uuid, screenId: { type: 'string', enum: [...FUNDING_SCREENS] } } },
      body: { type: 'object' }, response: { 200: applicationViewSchema, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const { uuid: appUuid, screenId } = request.params as { uuid: string; screenId: (typeof FUNDING_SCREENS)[number] };
    const { app: row } = await loadForUser(app.db, appUuid, user, 'owner');
    const body = app.screens.validate<Record<string, unknown>>(screenId, request.body);
    switch (screenId) {
      case 'income-employer-verification': {
        expectState(row, S.emplVerify);
        const reviewed = await moveTo(app, row, S.incomeReview, 'employerVerified', user.id, { data: { employer: body }, flags: { employmentVerificationNeeded: false, employmentVerified: true } });
        return view(await moveTo(app, reviewed, S.ach, 'incomeVerified', user.id, { flags: { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' } }));
      }
      case 'payoff-hold':
        expectState(row, S.lienAttestation);
        return view(await moveTo(app, row, S.ach, 'attestLiens', user.id, { data: { payoffAttestation: body }, flags: { inquiryAttestComplete: true } }));
      case 'bank-autopay': {
        expectState(row, S.autopay);
        const disburse = obj(row.data.disburseAccount);
        if (!disburse.uuid) throw badRequest('Choose the account to receive your funds first');
        if (body.payType === 'MANUAL') return view(await moveTo(app, row, S.manualAutopay, 'manualPay', user.id, { data: { payType: 'MANUAL' } }));
        return view(await moveTo(app, row, S.docVerify, 'accountsSet', user.id, { data: { payType: 'AUTOPAY', autopayAccount: { uuid: disburse.uuid, mask: disburse.mask } } }));
      }
      case 'bank-manual-disburse': {
        expectState(row, S.ach, S.manualAutopay);
        const routingNumber = String(body.routingNumber);
        const accountNumber = String(body.accountNumber);
        const fieldErrors: FieldError[] = [];
        const rp = routingNumberProblem(routingNumber);
        if (rp) fieldErrors.push({ path: '/routingNumber', message: ROUTING_MESSAGES[rp] });
        const ap = accountNumberProblem(accountNumber);
        if (ap) fieldErrors.push({ path: '/accountNumber', message: ap });
        if (accountNumber !== String(body.confirmAccountNumber)) fieldErrors.push({ path: '/confirmAccountNumber', message: 'The account numbers do not match' });
        if (fieldErrors.length) throw badRequest(fieldErrors.map((e) => `${e.path}: ${e.message}`).join(', '), fieldErrors);
        const account = await insertBankAccount(app.db, row.uuid, {
          source: 'MANUAL', institution_name: 'Entered by hand', account_name: String(body.accountType) === 'SAVINGS' ? 'Savings' : 'Checking',
          account_type: String(body.accountType), routing_number: routingNumber, account_number: accountNumber, mask: lastFour(accountNumber), owner_name: String(body.accountHolderName),
        });
        return view(await chooseDisburse(row, accountSummary(account), user.id));
      }
      case 'bpo-estimate-value':
        expectState(row, S.bpo);
        return view(await moveTo(app, row, S.bpoProcessing, 'orderValuation', user.id, { data: { estimatedValue: body }, flags: { bpo: 'BPO_PROCESSING', bpoOrderedAt: app.clock.now().toISOString() } }));
      case 'signing-additional': {
        expectState(row, S.docVerify, S.waitSign, S.sign, S.codeed, S.bpo, S.bpoProcessing, S.documents);
        const invited = await inviteSigners(app, row, body.signers as { firstName: string; lastName: string; email: string }[]);
        return { ...(await view(row)), invitations: invited };
      }
    }
  });
};

export default serviceFunding;
