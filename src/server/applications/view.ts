import { serverStatus } from '../domain/status';
import type { ApplicationRow, SignerRow } from './repo';

/**
 * The application as the portal reads it: identifiers, the flow state and server status, the data
 * the screens wrote, the status flags the server set, signers and audit fields. The bookkeeping of
 * repeated screen writes stays on the server.
 */
export function applicationView(app: ApplicationRow, signers: SignerRow[] = [], now: Date = new Date()) {
  return {
    ...app.data,
    ...withoutBookkeeping(app.flags),
    uuid: app.uuid,
    loanNumber: app.loan_number,
    orgCode: app.org_code,
    state: app.state,
    // Derived from state and flags: every writer moves the state, not all of them set a status.
    status: serverStatus(app, now),
    additionalSignerVersion: 'v1',
    helocSigners: signers.map((s) => ({
      uuid: s.uuid, identityUuid: s.identity_uuid, email: s.email, firstName: s.first_name, lastName: s.last_name, status: s.status,
    })),
    auditFields: { createdDate: new Date(app.created_at).toISOString(), updatedDate: new Date(app.updated_at).toISOString() },
  };
}

export type ApplicationView = ReturnType<typeof applicationView>;

/** Response schema: the known top-level fields, with the screen data passed through as it is. */
export const applicationViewSchema = {
  type: 'object',
  additionalProperties: true,
  required: ['uuid', 'loanNumber', 'state', 'status', 'helocSigners', 'auditFields'],
  properties: {
    uuid: { type: 'string' },
    loanNumber: { type: 'string' },
    orgCode: { type: 'string' },
    state: { type: 'string' },
    status: { type: 'string' },
    additionalSignerVersion: { type: 'string' },
    helocSigners: { type: 'array', items: { type: 'object', additionalProperties: true } },
    auditFields: { type: 'object', properties: { createdDate: { type: 'string' }, updatedDate: { type: 'string' } } },
  },
} as const;

function withoutBookkeeping(flags: Record<string, unknown>): Record<string, unknown> {
  const { screenWrites: _writes, ...rest } = flags;
  return rest;
}
