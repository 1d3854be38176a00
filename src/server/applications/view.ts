import { screenIdFor } from '../../engine/content';
import { RETURN_TO_KEY } from '../../engine/flow-machine';
import { applicationLanguage } from '../core/language';
import { projectToSchema } from '../../engine/project';
import type { ContentIndex, JsonObject } from '../../engine/types';
import { APPLICANT_VIEW, ROLE_VIEWS, STAFF_VIEW, type RoleViews, type ViewRole } from '../../contracts/role-views';
import type { Access, ApplicationRow, SignerRow } from './repo';

/**
 * Everything the server knows of an application, flattened the way the views name it: the data the
 * screens wrote, the status flags the server set, identifiers, signers and audit fields. The flow's
 * bookkeeping (repeated screen writes, where a history step returns to) is nobody's view. Never sent
 * as it is: every answer goes through roleView.
 */
function applicationRecord(app: ApplicationRow, signers: SignerRow[]): Record<string, unknown> {
  return {
    ...app.data,
    ...withoutBookkeeping(app.flags),
    uuid: app.uuid,
    loanNumber: app.loan_number,
    orgCode: app.org_code,
    state: app.state,
    // Set with every move from the flow state's declared status (reads refresh it when it changes with time).
    status: app.server_status,
    contentVersion: app.content_version,
    additionalSignerVersion: 'v1',
    helocSigners: signers.map((s) => ({
      uuid: s.uuid, identityUuid: s.identity_uuid, email: s.email, firstName: s.first_name, lastName: s.last_name, status: s.status,
    })),
    auditFields: { createdDate: new Date(app.created_at).toISOString(), updatedDate: new Date(app.updated_at).toISOString() },
  };
}

function withoutBookkeeping(flags: Record<string, unknown>): Record<string, unknown> {
  const { screenWrites: _writes, [RETURN_TO_KEY]: _returnTo, ...rest } = flags;
  return rest;
}

/** Top-level keys the content's screens keep their answers under (x-screen.store, else the fields themselves). */
function screenAnswerKeys(index: ContentIndex): string[] {
  const keys = new Set<string>();
  for (const screen of Object.values(index.screens)) {
    if (screen.id !== screenIdFor('screens', screen.id)) continue;
    const store = (screen.ui['x-screen'] as { store?: unknown } | undefined)?.store;
    if (store === false) continue;
    if (typeof store === 'string') {
      keys.add(store);
      continue;
    }
    for (const [key, sub] of Object.entries((screen.schema.properties ?? {}) as Record<string, JsonObject>)) {
      if (sub.writeOnly !== true) keys.add(key);
    }
  }
  return [...keys];
}

const schemas = new WeakMap<ContentIndex, Record<ViewRole, JsonObject>>();

/**
 * The role views of contracts/role-views for the content an application runs on: the applicant and staff
 * also read the answers of screens staff added, under the keys those screens declare.
 */
export function viewSchemas(index: ContentIndex): Record<ViewRole, JsonObject> {
  let found = schemas.get(index);
  if (!found) {
    const answers = Object.fromEntries(screenAnswerKeys(index).map((k) => [k, {}]));
    const withAnswers = (view: typeof APPLICANT_VIEW | typeof STAFF_VIEW): JsonObject =>
      ({ ...view, properties: { ...answers, ...view.properties } }) as unknown as JsonObject;
    found = {
      applicant: withAnswers(APPLICANT_VIEW),
      staff: withAnswers(STAFF_VIEW),
      signer: ROLE_VIEWS.signer as unknown as JsonObject,
      staffList: ROLE_VIEWS.staffList as unknown as JsonObject,
      agent: ROLE_VIEWS.agent as unknown as JsonObject,
    };
    schemas.set(index, found);
  }
  return found;
}

/** The role a caller reads an application in, from how it may access it. */
export const roleOf = (access: Access): 'applicant' | 'signer' => (access === 'owner' ? 'applicant' : 'signer');

/** The application as one role reads it: exactly the fields that role's view declares. */
export function roleView<R extends ViewRole>(
  index: ContentIndex, role: R, app: ApplicationRow, signers: SignerRow[] = [], extra: Record<string, unknown> = {},
): RoleViews[R] {
  // extra: what the record alone cannot say but the view declares (staff: the owner's e-mail); the projection keeps
  // exactly the view's fields, so what comes back is that view
  // the language is the one the application speaks: the borrower's choice if its lender offers it
  const language = applicationLanguage(app, index.orgs[app.org_code] ?? {});
  return projectToSchema(viewSchemas(index)[role], { ...applicationRecord(app, signers), language, ...extra }) as RoleViews[R];
}

/** Views of the read cache's copies (read-cache.ts), per role: a copy is frozen, so its view never changes. */
interface SharedView { index: ContentIndex; view: RoleViews[ViewRole] }
const copyViews = new WeakMap<ApplicationRow, Map<ViewRole, SharedView>>();
/** The views of shared copies (never changed once made), with their JSON once written (null until then). */
const viewTexts = new WeakMap<object, string | null>();

function sharedEntry(index: ContentIndex, role: ViewRole, app: ApplicationRow, signers: SignerRow[]): SharedView {
  let byRole = copyViews.get(app);
  if (!byRole) copyViews.set(app, (byRole = new Map()));
  const hit = byRole.get(role);
  // kept under its own role, so the view found is that role's
  if (hit?.index === index) return hit;
  const entry: SharedView = { index, view: Object.freeze(roleView(index, role, app, signers)) };
  viewTexts.set(entry.view, null);
  byRole.set(role, entry);
  return entry;
}

/** roleView, worked out once per role for a copy the read cache shares (frozen) and its signers. */
export function sharedRoleView<R extends ViewRole>(index: ContentIndex, role: R, app: ApplicationRow, signers: SignerRow[]): RoleViews[R] {
  if (!Object.isFrozen(app)) return roleView(index, role, app, signers);
  return sharedEntry(index, role, app, signers).view as RoleViews[R];
}

/**
 * The serialiser of a route answering an application's view as it is (the polling read): a shared copy's
 * view is written as JSON once, like the view; any other answer as JSON.stringify writes it.
 */
export function viewText(answer: unknown): string {
  const text = typeof answer === 'object' && answer !== null ? viewTexts.get(answer) : undefined;
  if (text === undefined) return JSON.stringify(answer);
  if (text !== null) return text;
  const written = JSON.stringify(answer);
  viewTexts.set(answer as object, written);
  return written;
}
