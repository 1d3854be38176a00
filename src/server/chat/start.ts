import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../core/auth';
import { loadForUser } from '../applications/repo';
import { chatHub } from './hub';
import { skillFor } from '../../product/chat-skill';
import { createConversation, type ConversationRow } from './repo';
import type { InitWebChatBody } from './schemas';
import { verifyNonce } from './tokens';

/**
 * Opens a conversation for a visitor. The name and e-mail are validated with the pre-engagement
 * form's own schema; the identity comes from the borrower-authentication nonce or the session (never
 * from the body), and an application is linked only when that identity may read it.
 */
export async function startConversation(request: FastifyRequest<{ Body: InitWebChatBody }>, reply: FastifyReply, mode: string): Promise<ConversationRow> {
  const app = request.server;
  const body = request.body;
  const form: Record<string, string> = { friendlyName: body.friendlyName };
  if (body.emailAddress) form.emailAddress = body.emailAddress;
  app.screens.validate('forms/chat-pre-engagement', form, request.language());
  const org = request.org();

  const user = await authenticate(request, reply);
  const nonceClaims = body.nonce ? verifyNonce(app.jwtSecret, body.nonce) : undefined;
  const identity = nonceClaims?.sub ?? user?.id;
  let applicationUuid: string | null = null;
  if (body.applicationUuid && user && user.id === identity) {
    applicationUuid = await loadForUser(app.db, body.applicationUuid, user).then((r) => r.app.uuid, () => null);
  }
  const crypto = body.tag === 'cloc' || body.skill === 'CLOC_HELOC';
  const conversation = await createConversation(app.db, {
    orgCode: org.orgCode, mode, skill: skillFor(org, crypto), friendlyName: body.friendlyName.trim(),
    emailAddress: body.emailAddress ?? null, identityUuid: identity ?? null, applicationUuid, tag: body.tag ?? null,
    pageUrl: body.pageUrl ?? null,
  });
  await chatHub(app.db).publish({ kind: 'conversation', conversationId: conversation.id, orgCode: conversation.org_code });
  return conversation;
}
