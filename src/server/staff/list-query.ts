import { flowStatuses } from '../../engine/status-routing';
import type { FlowFile, OrgFile } from '../../engine/types';
import type { StaffFilters, StaffListQuery, StaffSort } from '../../contracts/staff';
import { badRequest } from '../core/errors';

/** The staff list's sort keys and the column each sorts on (uuid breaks ties so pages never overlap). */
const SORTS: Record<StaffSort, string> = {
  created: 'a.created_at',
  updated: 'a.updated_at',
  loanNumber: 'a.loan_number',
  name: "lower(a.data #>> '{borrower,name,lastName}')",
  step: 'a.state',
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;


export type ListFilters = StaffFilters;
export type ListQuery = Required<Pick<StaffListQuery, 'sort' | 'order' | 'page' | 'pageSize'>> & StaffFilters;

const invalid = (field: string, message: string) => badRequest(`${field} ${message}`, [{ path: `/${field}`, message }]);

function validDate(field: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)) || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) {
    throw invalid(field, 'must be a date as YYYY-MM-DD');
  }
  return value;
}

/**
 * Checks a list (or export, or funnel) query against what exists: the flow's states and statuses, the
 * lender's loan officers, a two-letter state, real dates in order. 400 naming the field otherwise.
 */
export function parseFilters(raw: Record<string, unknown>, flow: FlowFile, org: OrgFile | undefined): ListFilters {
  const text = (k: string) => {
    const v = raw[k];
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
  };
  const out: ListFilters = {};
  const q = text('q');
  if (q) out.q = q;
  const step = text('step');
  if (step !== undefined) {
    if (!Object.hasOwn(flow.states, step)) throw invalid('step', 'is not a step of the application');
    out.step = step;
  }
  const status = text('status');
  if (status !== undefined) {
    if (!flowStatuses(flow).includes(status)) throw invalid('status', 'is not a status of the application');
    out.status = status;
  }
  const officer = text('loanOfficer');
  if (officer !== undefined) {
    if (!(org?.originators ?? []).some((o) => o.uuid.toLowerCase() === officer.toLowerCase())) throw invalid('loanOfficer', "is not one of this lender's loan officers");
    out.loanOfficer = officer.toLowerCase();
  }
  const state = text('state');
  if (state !== undefined) {
    if (!/^[A-Za-z]{2}$/.test(state)) throw invalid('state', 'must be a two-letter state code');
    out.state = state.toUpperCase();
  }
  const from = validDate('from', text('from'));
  const to = validDate('to', text('to'));
  if (from && to && to < from) throw invalid('to', 'must not be before from');
  if (from) out.from = from;
  if (to) out.to = to;
  return out;
}

export function parseListQuery(raw: Record<string, unknown>, flow: FlowFile, org: OrgFile | undefined): ListQuery {
  return {
    ...parseFilters(raw, flow, org),
    sort: (raw.sort as StaffSort | undefined) ?? 'created',
    order: raw.order === 'asc' ? 'asc' : 'desc',
    page: typeof raw.page === 'number' ? raw.page : 1,
    pageSize: typeof raw.pageSize === 'number' ? raw.pageSize : 25,
  };
}

/** A LIKE pattern matching values that start with the text as typed (its own % and _ taken literally). */
const prefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The where clause of one lender's applications matching the filters (alias a), and its parameters
 * from $1. Each condition matches an index of migration 010; the search is by shape: an e-mail, a
 * loan number, else a name (or the start of an e-mail).
 */
export function whereClause(orgCode: string, f: ListFilters): { sql: string; params: unknown[] } {
  const params: unknown[] = [orgCode];
  const add = (v: unknown) => `$${params.push(v)}::text`;
  const parts = ['a.org_code = $1'];
  if (f.q) {
    const lower = f.q.toLowerCase();
    if (lower.includes('@')) {
      const p = add(prefix(lower));
      parts.push(`(lower(a.data #>> '{borrower,email}') like ${p} or a.owner_id = any(array(select u.id from app_user u where u.email_key like ${p})))`);
    }
    else if (/^[a-z]{0,2}\d{3,}$/i.test(f.q)) parts.push(`a.loan_number like ${add(prefix(f.q.toUpperCase()))}`);
    else {
      const p = add(prefix(lower.replace(/\s+/g, ' ')));
      parts.push(`(lower(a.data #>> '{borrower,name,lastName}') like ${p}
        or lower((a.data #>> '{borrower,name,firstName}') || ' ' || (a.data #>> '{borrower,name,lastName}')) like ${p}
        or lower(a.data #>> '{borrower,email}') like ${p})`);
    }
  }
  if (f.step) parts.push(`a.state = ${add(f.step)}`);
  if (f.status) parts.push(`a.server_status = ${add(f.status)}`);
  if (f.loanOfficer) parts.push(`(a.data ->> 'loanOriginatorUuid') = ${add(f.loanOfficer)}`);
  if (f.state) parts.push(`(a.data #>> '{property,address,state}') = ${add(f.state)}`);
  if (f.from) parts.push(`a.created_at >= ${add(`${f.from}T00:00:00Z`)}::timestamptz`);
  if (f.to) parts.push(`a.created_at < (${add(`${f.to}T00:00:00Z`)}::timestamptz + interval '1 day')`);
  return { sql: parts.join(' and '), params };
}

export const orderClause = (q: Pick<ListQuery, 'sort' | 'order'>) => `${SORTS[q.sort]} ${q.order} nulls last, a.uuid ${q.order}`;
