import type { CopyKey } from '../../generated/copy-keys';
import { applicationWords } from '../core/language';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApplicationRow } from '../applications/repo';
import type { OrgRecord } from '../core/content-service';
import { conflict, refuse } from '../core/errors';
import { senderFor } from '../mail/mailer';
import { SIGNER_AREA_PATH } from '../../lib/page-paths';
import type { SentInvitation } from '../../contracts/signers';

export const INVITATION_DAYS = 14;
const digest = (token: string) => createHash('sha256').update(token).digest('hex');


/** Adds additional signers (co-deeders) and issues each a single-use invitation link. */
export async function inviteSigners(app: FastifyInstance, row: ApplicationRow, people: { firstName: string; lastName: string; email: string }[]): Promise<SentInvitation[]> {
  const owner = String((row.data.borrower as { email?: string } | undefined)?.email ?? '').toLowerCase();
  const out: SentInvitation[] = [];
  for (const p of people) {
    const email = p.email.trim();
    if (email.toLowerCase() === owner) throw refuse(400, 'refusal.inviteSelf', {}, [{ path: '/signers', key: 'refusal.inviteSelfField' }]);
    const existing = await app.db.query<{ uuid: string; status: string }>('select uuid, status from application_signer where application_uuid = $1 and lower(email) = lower($2)', [row.uuid, email]);
    let signerUuid = existing[0]?.uuid;
    if (existing[0] && existing[0].status !== 'INVITED' && existing[0].status !== 'CANCELLED') throw conflict(`${email} has already accepted the invitation`);
    if (signerUuid) {
      // someone who had already accepted keeps their account: invited again, they log in and go on from there
      await app.db.query(
        `update application_signer set status = case when identity_uuid is null then 'INVITED' else 'ACCEPTED' end, first_name = $2, last_name = $3 where uuid = $1`,
        [signerUuid, p.firstName, p.lastName],
      );
    } else {
      signerUuid = randomUUID();
      await app.db.query('insert into application_signer (uuid, application_uuid, email, first_name, last_name) values ($1, $2, $3, $4, $5)', [signerUuid, row.uuid, email, p.firstName, p.lastName]);
    }
    const token = randomBytes(32).toString('base64url');
    const expires = new Date(app.clock.now().getTime() + INVITATION_DAYS * 86_400_000);
    await app.db.query('insert into signer_invitation (token_sha256, signer_uuid, expires_at) values ($1, $2, $3)', [digest(token), signerUuid, expires]);
    out.push({ signerUuid, email, name: `${p.firstName} ${p.lastName}`, inviteUrl: `${SIGNER_AREA_PATH}/resume?token=${token}` });
  }
  return out;
}

/** Sends each invited signer their link by e-mail, from the lender, naming the applicant who asked. */
export async function mailInvitations(app: FastifyInstance, org: OrgRecord, row: ApplicationRow, invitations: SentInvitation[], origin: string): Promise<void> {
  const name = (row.data.borrower as { name?: { firstName?: string; lastName?: string } } | undefined)?.name;
  // in the application's language: the applicant chose it for the household
  const { text } = await applicationWords(app, row);
  const say = (key: CopyKey, values: Record<string, string | number> = {}) => text(key, values);
  const applicant = [name?.firstName, name?.lastName].filter(Boolean).join(' ') || say('mail.invitation.applicant');
  const brand = org.orgBrand;
  for (const inv of invitations) {
    await app.mail.send({
      from: senderFor(org),
      to: inv.email,
      subject: say('mail.invitation.subject', { applicant }),
      text: say('mail.invitation.body', { name: inv.name, applicant, brand, days: INVITATION_DAYS, link: `${origin}${inv.inviteUrl}` }),
    });
  }
}

export interface InvitationRow {
  signer_uuid: string;
  application_uuid: string;
  email: string;
  first_name: string;
  last_name: string;
  status: string;
  org_code: string;
  expires_at: Date;
  accepted_at: Date | null;
}

/** The invitation a token stands for; expired, used and cancelled ones are refused. */
export async function invitationFor(app: FastifyInstance, token: string): Promise<InvitationRow> {
  const [row] = await app.db.query<InvitationRow>(
    `select i.signer_uuid, s.application_uuid, s.email, s.first_name, s.last_name, s.status, a.org_code, i.expires_at, i.accepted_at
     from signer_invitation i join application_signer s on s.uuid = i.signer_uuid join application a on a.uuid = s.application_uuid
     where i.token_sha256 = $1`,
    [digest(token)],
  );
  if (!row) throw refuse(404, 'refusal.inviteInvalid');
  if (row.status === 'CANCELLED') throw refuse(409, 'refusal.inviteCancelled');
  if (row.accepted_at) throw refuse(409, 'refusal.inviteUsed');
  if (new Date(row.expires_at).getTime() < app.clock.now().getTime()) throw refuse(409, 'refusal.inviteExpired');
  return row;
}

export async function markAccepted(app: FastifyInstance, token: string, inv: InvitationRow, userId: string): Promise<void> {
  await app.db.query('update signer_invitation set accepted_at = $2 where token_sha256 = $1', [digest(token), app.clock.now()]);
  await app.db.query(`update application_signer set identity_uuid = $2, status = 'ACCEPTED' where uuid = $1`, [inv.signer_uuid, userId]);
}
