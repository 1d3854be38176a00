import { RETURN_TO_KEY } from '../../engine/flow-machine';
import type { ApplicationRow, SignerRow } from './repo';

/**
 * The application as the portal reads it: identifiers, the flow state and server status, the data
 * the screens wrote, the status flags the server set, signers and audit fields. The flow's bookkeeping
 * (repeated screen writes, where a history step returns to) stays on the server.
 */
export function applicationView(app: ApplicationRow, signers: SignerRow[] = []) {
  return {
    ...app.data,
    ...withoutBookkeeping(app.flags),
    uuid: app.uuid,
    loanNumber: app.loan_number,
    orgCode: app.org_code,
    state: app.state,
    // Set with every move from the flow state's declared status (reads refresh it when it changes with time).
    status: app.server_status,
    additionalSignerVersion: 'v1',
    helocSigners: signers.map((s) => ({
      uuid: s.uuid, identityUuid: s.identity_uuid, email: s.email, firstName: s.first_name, lastName: s.last_name, status: s.status,
    })),
    auditFields: { createdDate: new Date(app.created_at).toISOString(), updatedDate: new Date(app.updated_at).toISOString() },
  };
}

export type ApplicationView = ReturnType<typeof applicationView>;

/** Fields of the application an additional signer sees: what they sign for, never the applicant's credit, income or demographics. */
const SIGNER_FIELDS = ['uuid', 'loanNumber', 'orgCode', 'state', 'status', 'amount', 'term', 'rate', 'coDeedStatus', 'additionalSignerVersion', 'helocSigners', 'auditFields'] as const;

/**
 * The application as an additional signer (co-deeder) reads it: the line, the home and the
 * applicant's name, but not the credit report, SSN digits, income, HMDA answers or underwriting.
 */
export function signerApplicationView(app: ApplicationRow, signers: SignerRow[] = []): Record<string, unknown> {
  const full = applicationView(app, signers) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of SIGNER_FIELDS) if (full[key] !== undefined) out[key] = full[key];
  const property = (app.data.property ?? {}) as { address?: unknown; state?: unknown };
  out.property = { address: property.address, state: property.state };
  const name = ((app.data.borrower ?? {}) as { name?: { firstName?: unknown; lastName?: unknown } }).name;
  out.borrower = { name: { firstName: name?.firstName, lastName: name?.lastName } };
  return out;
}

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
  const { screenWrites: _writes, [RETURN_TO_KEY]: _returnTo, ...rest } = flags;
  return rest;
}
