import { disclosureListSummary } from '../../documents/disclosure-summary';
import { signDisclosure } from '../../documents/disclosures';
import { displayName } from '../../signers/names';
import { bodyOf } from '../body';
import type { ScreenEffect } from '../types';

/**
 * The applicant signs exactly the documents shown (uuid and SHA-256); 409 when they changed since.
 * Where the additional signers stand is the deed signing step's own work (its countSigners effect).
 */
const signingConsent: ScreenEffect = async (ctx) => {
  const { documentUuid, sha256 } = bodyOf(ctx, 'signing-consent');
  const signerName = await displayName(ctx.app, ctx.row, ctx.actorId, 'owner');
  const sig = await signDisclosure(ctx.app, ctx.row, { documentUuid, sha256, signerId: ctx.actorId, signerName, role: 'PRIMARY', ip: ctx.client.ip, userAgent: ctx.client.userAgent });
  return {
    flags: { primaryParticipantAcceptComplete: true, disclosureListSummary: await disclosureListSummary(ctx.app, ctx.row.uuid) },
    reply: { signature: { uuid: sig.uuid, signedAt: new Date(sig.signed_at).toISOString() } },
  };
};
export default signingConsent;
