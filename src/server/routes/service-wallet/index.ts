import { errors, type ServicePlugin } from '../../core/route-schemas';
import { bearerSecurity, requireUser } from '../../core/auth';
import { notFound } from '../../core/errors';
import { loadIdentity } from '../identity';
import { walletAddressOf } from '../../identity/views';
import type { UserRow } from '../../identity/users';
import { shellAccountSchema, shellProfileSchema } from '../../../contracts/wallet';

const accountOf = (user: UserRow) => {
  const n = user.profile.name;
  const name = n?.firstName ? [n.firstName, n.lastName].filter(Boolean).join(' ') : user.email;
  return { name, address: walletAddressOf(user.id) };
};

/** The shell's account calls: every signed-in user has one account, which they own. */
const serviceWallet: ServicePlugin = async (app) => {
  app.get('/secure/api/v4/account/access', {
    onRequest: requireUser(),
    schema: {
      tags: ['service-wallet'], security: bearerSecurity,
      summary: "The signed-in user's account and their authorisation on it (optionally for one account address)",
      querystring: { type: 'object', properties: { principal: { type: 'string', maxLength: 64 } } },
      response: { 200: shellProfileSchema, ...errors },
    },
  }, async (request) => {
    const user = await loadIdentity(request);
    const account = accountOf(user);
    const { principal } = request.query;
    // Another person's account is answered like one that does not exist.
    if (principal && principal.toLowerCase() !== account.address) throw notFound('Account not found');
    return { account, authorizedWallet: { address: account.address, authorizationType: 'OWNER' } };
  });

  app.get('/secure/api/v4/account', {
    onRequest: requireUser(),
    schema: {
      tags: ['service-wallet'], security: bearerSecurity, summary: "The signed-in user's accounts",
      response: { 200: { type: 'array', items: shellAccountSchema }, ...errors },
    },
  }, async (request, reply) => {
    const user = await loadIdentity(request);
    const account = accountOf(user);
    // Spec: the account list is never stale.
    reply.header('cache-control', 'no-store');
    return [{ account, authorizedWallets: [{ address: account.address, authorizationType: 'OWNER' as const }] }];
  });
};
export default serviceWallet;
