import { errors, uuidParams, type ServicePlugin } from '../../../core/route-schemas';
import { loadForUser } from '../../../applications/repo';
import { bearerSecurity, requireUser, userOf } from '../../../core/auth';
import { conflict } from '../../../core/errors';
import { INCOME_LINK_TYPES } from '../../../../contracts/portal';
import { accountSummary, insertBankAccount } from '../../../funding/bank-accounts';
import { bankAccountSchema, incomeSourceProviderSchema, institutionSchema } from '../../../../contracts/funding';

const BASE = '/api/v1/application/heloc/:uuid';

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/**
 * The bank-link provider's look-ups: institutions, and the accounts behind a login; the income
 * provider's payroll providers and banks. They move nothing: the account chosen is the bank-disburse
 * screen's to write, the income login the income-review screen's.
 */
const serviceFunding: ServicePlugin = async (app) => {
  app.addHook('onRequest', requireUser());

  app.get(`${BASE}/bank/institutions`, {
    schema: {
      tags: ['funding'], security: bearerSecurity, params: uuidParams, querystring: { type: 'object', properties: { q: { type: 'string', maxLength: 60 } } },
      summary: 'Institutions the bank-link provider supports',
      response: { 200: { type: 'array', items: institutionSchema }, ...errors },
    },
  }, async (request) => {
    await loadForUser(app.db, request.params.uuid, userOf(request), 'owner');
    return app.providers.bankLink.institutions(request.query.q);
  });

  app.get(`${BASE}/income/providers`, {
    schema: {
      tags: ['funding'], security: bearerSecurity, params: uuidParams,
      querystring: { type: 'object', required: ['type'], properties: { type: { type: 'string', enum: [...INCOME_LINK_TYPES] }, q: { type: 'string', maxLength: 60 } } },
      summary: 'Payroll providers or banks the income provider can sign in to, for the income-review screen',
      response: { 200: { type: 'array', items: incomeSourceProviderSchema }, ...errors },
    },
  }, async (request) => {
    await loadForUser(app.db, request.params.uuid, userOf(request), 'owner');
    const { type, q } = request.query;
    return app.providers.income.providers(type, q);
  });

  app.post(`${BASE}/bank/link`, {
    schema: {
      tags: ['funding'], security: bearerSecurity, params: uuidParams,
      summary: 'Logs in to the institution and returns its accounts (masks only), to choose one with the bank-disburse screen',
      body: {
        type: 'object', required: ['institutionId', 'username', 'password'], additionalProperties: false,
        properties: { institutionId: { type: 'string', minLength: 1 }, username: { type: 'string', minLength: 1, maxLength: 100 }, password: { type: 'string', minLength: 1, maxLength: 100 } },
      },
      response: { 200: { type: 'array', items: bankAccountSchema }, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const { app: row } = await loadForUser(app.db, request.params.uuid, user, 'owner');
    if (!(await app.content.forApplication(row)).applicantFlow.statesShowing('bank-disburse').includes(row.state)) {
      throw conflict(`Bank accounts are linked at the bank step; the application is at the ${row.state} step`);
    }
    const body = request.body;
    const ownerName = [obj(obj(row.data.borrower).name).firstName, obj(obj(row.data.borrower).name).lastName].filter(Boolean).join(' ');
    const { institution, accounts } = await app.providers.bankLink.link({ ...body, ownerName });
    const stored = [];
    for (const a of accounts) {
      stored.push(await insertBankAccount(app.db, row.uuid, {
        source: 'LINKED', institution_name: institution.name, account_name: a.name, account_type: a.type,
        routing_number: a.routingNumber, account_number: a.accountNumber, mask: a.mask, owner_name: a.ownerName,
      }));
    }
    return stored.map(accountSummary);
  });
};

export default serviceFunding;
