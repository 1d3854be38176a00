import { errors, uuid, type ServicePlugin } from '../../../core/route-schemas';
import { applicationsFor, findApplication, loadForUser, signersOf } from '../../../applications/repo';
import { bearerSecurity, issueToken, requireUser, userOf } from '../../../core/auth';
import { refuse } from '../../../core/errors';
import { EmailTakenError, createUser, findUserById } from '../../../identity/users';
import { settle } from '../../../applications/apply-event';
import { invitationFor, markAccepted } from '../../../signers/invitations';
import {
  invitationAcceptedSchema, invitationAcceptSchema, invitationClaimedSchema, invitationClaimSchema, invitationSchema, invitationTokenSchema,
  signerApplicationSchema,
} from '../../../../contracts/signers';


/** Additional signers (co-deeders): invitations, their accounts and the applications they sign. */
const serviceFundingSigners: ServicePlugin = async (app) => {
  app.get('/api/v1/heloc-signer/invitations/:token', {
    schema: {
      tags: ['signers'], summary: 'Who an invitation is for (public: the link itself is the secret)',
      params: { type: 'object', required: ['token'], properties: { token: invitationTokenSchema } },
      response: { 200: invitationSchema, ...errors },
    },
  }, async (request) => {
    const inv = await invitationFor(app, request.params.token);
    // whose application it is, as the signer's own view names the applicant once signed in
    const name = ((await findApplication(app.db, inv.application_uuid))?.data.borrower as { name?: { firstName?: string; lastName?: string } } | undefined)?.name;
    const applicantName = [name?.firstName, name?.lastName].filter(Boolean).join(' ');
    return { email: inv.email, firstName: inv.first_name, lastName: inv.last_name, orgCode: inv.org_code, ...(applicantName ? { applicantName } : {}) };
  });

  app.post('/api/v1/heloc-signer/invitations/accept', {
    schema: {
      tags: ['signers'], summary: 'Accepts an invitation: creates the signer account (CO_DEEDER) and signs in',
      body: invitationAcceptSchema,
      response: { 201: invitationAcceptedSchema, ...errors },
    },
  }, async (request, reply) => {
    const body = request.body;
    app.screens.validate('signer-accept', { password: body.password, confirmPassword: body.confirmPassword }, request.language());
    const inv = await invitationFor(app, body.token);
    let user;
    try {
      user = await createUser(app.db, { email: inv.email, password: body.password, role: 'CO_DEEDER', orgCode: inv.org_code, profile: { name: { firstName: inv.first_name, lastName: inv.last_name } } });
    } catch (error) {
      if (error instanceof EmailTakenError) throw refuse(409, 'refusal.signerEmailTaken');
      throw error;
    }
    await markAccepted(app, body.token, inv, user.id);
    const jwt = issueToken(app.jwtSecret, { id: user.id, role: user.role, org: user.org_code });
    reply.header('authorization', `Bearer ${jwt}`);
    return reply.status(201).send({ jwt, applicationUuid: inv.application_uuid });
  });

  app.post('/api/v1/heloc-signer/invitations/claim', {
    onRequest: requireUser(),
    schema: {
      tags: ['signers'], security: bearerSecurity,
      summary: 'Accepts an invitation with the login the signer already has (the invitation must be for its email)',
      body: invitationClaimSchema,
      response: { 200: invitationClaimedSchema, ...errors },
    },
  }, async (request) => {
    const session = userOf(request);
    const { token: invitationToken } = request.body;
    const inv = await invitationFor(app, invitationToken);
    const user = await findUserById(app.db, session.id);
    if (!user || user.email.toLowerCase() !== inv.email.toLowerCase()) throw refuse(403, 'refusal.inviteOtherEmail');
    const row = await findApplication(app.db, inv.application_uuid);
    if (!row || row.owner_id === user.id) throw refuse(400, 'refusal.signerIsApplicant');
    await markAccepted(app, invitationToken, inv, user.id);
    return { applicationUuid: inv.application_uuid };
  });

  app.get('/api/v1/heloc-signer/applications', {
    onRequest: requireUser(),
    schema: {
      tags: ['signers'], security: bearerSecurity, summary: 'Applications the caller signs as an additional signer, with their signer status',
      response: { 200: { type: 'array', items: signerApplicationSchema }, ...errors },
    },
  }, async (request) => {
    const user = userOf(request);
    const rows = (await applicationsFor(app.db, user.id)).filter((r) => r.owner_id !== user.id);
    const out = [];
    for (const r of rows) {
      const me = (await signersOf(app.db, r.uuid)).find((s) => s.identity_uuid === user.id);
      if (me) out.push({ applicationUuid: r.uuid, loanNumber: r.loan_number, status: me.status, state: r.state });
    }
    return out;
  });

  app.delete('/api/v1/application/heloc/:uuid/signers/:signerUuid', {
    onRequest: requireUser(),
    schema: {
      tags: ['signers'], security: bearerSecurity, summary: 'The applicant cancels an invitation that has not been signed',
      params: { type: 'object', required: ['uuid', 'signerUuid'], properties: { uuid, signerUuid: uuid } },
      response: { 204: { type: 'null' }, ...errors },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    const { uuid: appUuid, signerUuid } = request.params;
    const { app: row, signers } = await loadForUser(app.db, appUuid, user, 'owner');
    const signer = signers.find((s) => s.uuid === signerUuid);
    if (!signer) throw refuse(404, 'refusal.signerNotFound');
    if (signer.status === 'SIGNED') throw refuse(409, 'refusal.signerSigned');
    await app.db.query(`update application_signer set status = 'CANCELLED' where uuid = $1`, [signerUuid]);
    // nobody left to sign releases the deed signing step (codeed tries coDeedSigned by itself)
    const fresh = await findApplication(app.db, row.uuid);
    if (fresh) await settle(app, fresh);
    return reply.status(204).send(null);
  });
};

export default serviceFundingSigners;
