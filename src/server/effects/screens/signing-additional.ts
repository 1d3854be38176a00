import { linkOrigin } from '../../mail/mailer';
import { inviteSigners, mailInvitations } from '../../signers/invitations';
import { bodyOf } from '../body';
import type { ScreenEffect } from '../types';

/** Invites the other owners to sign; each gets a link to create a login. */
const signingAdditional: ScreenEffect = async (ctx) => {
  const { signers } = bodyOf(ctx, 'signing-additional');
  const invitations = await inviteSigners(ctx.app, ctx.row, signers);
  await mailInvitations(ctx.app, ctx.org, ctx.row, invitations, linkOrigin(ctx.app.config.production, ctx.org, ctx.client.origin));
  return { data: { coDeedStatus: 'WAITING' }, reply: { invitations } };
};
export default signingAdditional;
