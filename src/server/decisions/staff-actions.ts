import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applicationWords } from '../core/language';
import { applyEvent } from '../applications/apply-event';
import { guardRecord } from '../applications/flow-runtime';
import { refusalMessage } from '../applications/refusals';
import type { ApplicationRow } from '../applications/repo';
import { userOf } from '../core/auth';
import { badRequest, conflict, forbidden } from '../core/errors';
import { decide, decisionFlags } from '../effects/screens/liens';
import { recordStaffAction } from '../staff/history';
import { interpolate, resolveString } from '../../engine/org';
import type { CompiledFlow } from '../../engine/flow-machine';
import { declineReasonKey, DECLINE_REASONS, STAFF_ACTION_COPY, STAFF_ACTIONS, STAFF_ACTION_IDS, type DeclineReason, type StaffActionId } from '../../product/decisions';
import { obj } from '../effects/types';

/** What staff send with an action: why (always), and what the action needs besides. */
export interface StaffActionBody {
  /** The state the staff member saw when deciding: a move since then refuses the action (two staff at once). */
  expectedState: string;
  note: string;
  reasons?: DeclineReason[];
  funding?: { fundedOn: string; amount: number; reference: string };
}

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
async function workOf(app: FastifyInstance, id: StaffActionId, row: ApplicationRow, body: StaffActionBody, now: Date, reasonText: (r: DeclineReason) => string) {
  switch (id) {
    case 'approve': {
      const liens = obj(row.data.liens);
      const result = decide({
        org: await app.content.orgOfApplication(row), data: row.data, flags: row.flags, reviewed: true,
        liens: { firstMortgageBalance: Number(liens.firstMortgageBalance ?? 0), otherLienBalance: Number(liens.otherLienBalance ?? 0) },
      });
      if (result.uwDecision === 'DECLINE' || result.uwDecision === 'REVIEW') {
        throw conflict(`Underwriting still declines this application (${result.reasons.join('; ')}): decline it instead`);
      }
      return { flags: { ...(await decisionFlags(app.db, row, result)), delinquency: false } };
    }
    case 'decline':
      return {
        flags: {
          uwDecision: 'DECLINE', uwSubDecision: 'UNKNOWN_SUBDECISION', dtiDecline: false, creditScoreDecline: false,
          uwReasons: (body.reasons ?? []).map(reasonText),
        },
      };
    case 'releaseNotary':
      return { flags: { notaryReady: true } };
    case 'orderValuation':
      return { flags: { bpo: 'BPO_PROCESSING', bpoOrderedAt: now.toISOString() } };
    case 'recordFunding':
      return { flags: { funded: true, fundedAt: now.toISOString(), funding: body.funding } };
    case 'cancel':
      return { flags: { cancelRequested: true, cancelledAt: now.toISOString(), cancelledBy: 'STAFF' } };
  }
}

/**
 * Sends a staff action's event through the flow: the permission first (403), then, with the
 * application locked, the state the staff member saw (409 when it moved on), the action's work and
 * the flow's guard (409 in the refusal catalogue's words). The action, who and why are recorded in the
 * history in the same transaction as the move.
 */
export async function performStaffAction(app: FastifyInstance, request: FastifyRequest, row: ApplicationRow, id: StaffActionId, body: StaffActionBody): Promise<ApplicationRow> {
  const action = STAFF_ACTIONS[id];
  if (id === 'decline' && !body.reasons?.length) throw badRequest('Choose at least one reason for the decline', [{ path: 'reasons', message: 'Choose at least one reason' }]);
  if (id === 'recordFunding' && !body.funding) throw badRequest('Give the funding date, amount and reference', [{ path: 'funding', message: 'Required' }]);
  if (!(await permissionsOf(request)).includes(action.permission)) throw forbidden(`This needs the ${action.permission} permission`);
  const version = await app.content.forApplication(row);
  const org = version.org(row.org_code);
  const text = (key: string, values: Record<string, string> = {}) => interpolate(resolveString(version.index.strings, key, org), values);
  const label = text(STAFF_ACTION_COPY[id].doing);
  const { text: borrowerText } = await applicationWords(app, row);
  const actorId = userOf(request).id;
  const { row: moved } = await applyEvent(app, {
    uuid: row.uuid, actorId, event: action.event, label,
    work: async ({ app: scoped, tx, row: current, now }) => {
      if (current.state !== body.expectedState) {
        const flow = version.applicantFlow;
        throw conflict(refusalMessage(version.index, row.org_code, 'moved', { action: label, status: flow.statusOf(current.state, guardRecord(current.data, current.flags, now)) ?? current.state }));
      }
      // the reasons go into the borrower's notice, in the application's language
      const done = await workOf(scoped, id, current, body, now, (r) => borrowerText(declineReasonKey(r)));
      await recordStaffAction(tx, {
        applicationUuid: current.uuid, state: current.state, actorId, action: 'decision',
        detail: { action: id, note: body.note, ...(body.reasons ? { reasons: done.flags.uwReasons } : {}), ...(body.funding ? { funding: body.funding } : {}) },
      });
      return done;
    },
  });
  return moved;
}

/** The body each action takes: a note always; reasons for a decline; the funding's date, amount and reference. */
export const staffActionBodySchema = {
  type: 'object', additionalProperties: false, required: ['expectedState', 'note'],
  properties: {
    expectedState: { type: 'string', minLength: 1, maxLength: 60 },
    note: { type: 'string', minLength: 3, maxLength: 1000, pattern: '\\S' },
    reasons: { type: 'array', minItems: 1, maxItems: 4, uniqueItems: true, items: { type: 'string', enum: [...DECLINE_REASONS] } },
    funding: {
      type: 'object', additionalProperties: false, required: ['fundedOn', 'amount', 'reference'],
      properties: {
        fundedOn: { type: 'string', format: 'date' },
        amount: { type: 'number', exclusiveMinimum: 0, maximum: 10_000_000 },
        reference: { type: 'string', minLength: 3, maxLength: 60, pattern: '^[A-Za-z0-9-]+$' },
      },
    },
  },
} as const;
