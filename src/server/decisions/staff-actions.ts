import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applicationWords } from '../core/language';
import { applyEvent } from '../applications/apply-event';
import { guardRecord } from '../applications/flow-runtime';
import { refusalMessage } from '../applications/refusals';
import type { ApplicationRow } from '../applications/repo';
import { userOf } from '../core/auth';
import { conflict, forbidden } from '../core/errors';
import { decide, decisionFlags } from '../effects/screens/liens';
import { recordStaffAction } from '../staff/history';
import { screenPair } from '../../engine/content';
import { interpolate, resolveString } from '../../engine/org';
import type { CompiledFlow } from '../../engine/flow-machine';
import type { ContentIndex } from '../../engine/types';
import { STAFF_ACTION_COPY, STAFF_ACTIONS, STAFF_ACTION_IDS, type StaffActionBody, type StaffActionId } from '../../product/decisions';
import { obj } from '../effects/types';

/** The staff member's permissions, read fresh (a permission taken away counts at once). */
export async function permissionsOf(request: FastifyRequest): Promise<string[]> {
  const [row] = await request.server.db.query<{ permissions: string[] }>('select permissions from app_user where id = $1', [userOf(request).id]);
  return row?.permissions ?? [];
}

/**
 * The actions the flow allows at the application's state now (its event is taken there and the
 * application is open), each with whether this staff member holds its permission. Approving is
 * offered only while a review is open: its event (underwrite) is taken from every state.
 */
export function availableActions(flow: CompiledFlow, row: ApplicationRow, permissions: string[]): { id: StaffActionId; event: string; permitted: boolean }[] {
  if (flow.state(row.state)?.final) return [];
  const record = guardRecord(row.data, row.flags);
  const reviewOpen = record.uwDecision === 'REVIEW' || record.delinquency === true;
  return STAFF_ACTION_IDS
    .filter((id) => flow.accepts(row.state, STAFF_ACTIONS[id].event))
    .filter((id) => id !== 'approve' || reviewOpen)
    .map((id) => ({ id, event: STAFF_ACTIONS[id].event, permitted: permissions.includes(STAFF_ACTIONS[id].permission) }));
}

/** The data and flags an action sets, inside the move's transaction; the flow's guard then decides. */
async function workOf(app: FastifyInstance, id: StaffActionId, row: ApplicationRow, body: StaffActionBody, now: Date, refuse: (reasons: string[]) => Error, reasonWords: (ids: string[]) => string[]) {
  switch (id) {
    case 'approve': {
      const liens = obj(row.data.liens);
      const result = decide({
        org: await app.content.orgOfApplication(row), data: row.data, flags: row.flags, reviewed: true,
        liens: { firstMortgageBalance: Number(liens.firstMortgageBalance ?? 0), otherLienBalance: Number(liens.otherLienBalance ?? 0) },
      });
      if (result.uwDecision === 'DECLINE' || result.uwDecision === 'REVIEW') {
        throw refuse(result.reasons);
      }
      return { flags: { ...(await decisionFlags(app.db, row, result)), delinquency: false } };
    }
    case 'decline':
      return {
        flags: {
          uwDecision: 'DECLINE', uwSubDecision: 'UNKNOWN_SUBDECISION', dtiDecline: false, creditScoreDecline: false,
          uwReasons: reasonWords('reasons' in body ? body.reasons : []),
        },
      };
    case 'releaseNotary':
      return { flags: { notaryReady: true } };
    case 'orderValuation':
      return { flags: { bpo: 'BPO_PROCESSING', bpoOrderedAt: now.toISOString() } };
    case 'recordFunding':
      return { flags: { funded: true, fundedAt: now.toISOString(), funding: 'fundedOn' in body ? { fundedOn: body.fundedOn, amount: body.amount, reference: body.reference } : undefined } };
    case 'cancel':
      return { flags: { cancelRequested: true, cancelledAt: now.toISOString(), cancelledBy: 'STAFF' } };
  }
}

/** A decline's reasons in the words of the decline form (schemas/forms/staff-decline) of the application's content. */
export function declineReasonWords(index: ContentIndex, ids: string[]): string[] {
  const items = screenPair(index, STAFF_ACTIONS.decline.form)?.schema.properties as { reasons?: { items?: { oneOf?: { const: string; title: string }[] } } } | undefined;
  const titles = new Map((items?.reasons?.items?.oneOf ?? []).map((o) => [o.const, o.title]));
  return ids.map((id) => titles.get(id) ?? id);
}

/**
 * Sends a staff action's event through the flow: the permission first (403), then, with the
 * application locked, the state the staff member saw (409 when it moved on), the action's work and
 * the flow's guard (409). Every refusal reads from the one catalogue (refusals.ts). The body has
 * passed the action's form schema (the route's). The action, who and why are recorded in the
 * history in the same transaction as the move.
 */
export async function performStaffAction(
  app: FastifyInstance, request: FastifyRequest, row: ApplicationRow, id: StaffActionId, body: StaffActionBody, expectedState: string,
): Promise<ApplicationRow> {
  const action = STAFF_ACTIONS[id];
  const version = await app.content.forApplication(row);
  const org = version.org(row.org_code);
  const text = (key: string, values: Record<string, string> = {}) => interpolate(resolveString(version.index.strings, key, org), values);
  const label = text(STAFF_ACTION_COPY[id].doing);
  const flow = version.applicantFlow;
  if (!(await permissionsOf(request)).includes(action.permission)) {
    throw forbidden(refusalMessage(version.index, row.org_code, 'permission', { action: label, status: row.server_status, permission: action.permission }));
  }
  const borrower = await applicationWords(app, row);
  const actorId = userOf(request).id;
  const { row: moved } = await applyEvent(app, {
    uuid: row.uuid, actorId, event: action.event, label: STAFF_ACTION_COPY[id].doing,
    work: async ({ app: scoped, tx, row: current, now }) => {
      const status = flow.statusOf(current.state, guardRecord(current.data, current.flags, now)) ?? current.state;
      if (current.state !== expectedState) throw conflict(refusalMessage(version.index, row.org_code, 'moved', { action: label, status }));
      const refuse = (reasons: string[]) => conflict(refusalMessage(version.index, row.org_code, 'stillDeclines', { action: label, status, reasons: reasons.join('; ') }));
      // the reasons go into the borrower's notice, in the application's language
      const done = await workOf(scoped, id, current, body, now, refuse, (ids) => declineReasonWords(borrower.index, ids));
      await recordStaffAction(tx, { applicationUuid: current.uuid, state: current.state, actorId, action: 'decision', detail: { action: id, ...body, ...(id === 'decline' ? { reasons: done.flags.uwReasons } : {}) } });
      return done;
    },
  });
  return moved;
}
