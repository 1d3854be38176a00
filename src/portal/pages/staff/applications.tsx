import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../shell/links';
import { SORT_KEYS, downloadApplicationsCsv, useStaffApplications, type StaffFilters, type StaffListQuery, type StaffSort } from '../../../api/staff';
import { formatMoney } from '../../../lib/format-basic';
import { US_STATES } from '../../../lib/us-states';
import { type CopyKey, useCopy } from '../../org-context';
import { DateRangeFields, FilterActions, LoanOfficerField } from './filter-fields';
import { dateOnly, filterOptions, languageLabel, stepLabel, statusLabel } from './labels';
import { StaffError, StaffLoading } from './staff-error';
import { staffApplicationPath } from '../../../lib/page-paths';

const FILTERS = ['q', 'step', 'status', 'loanOfficer', 'state', 'from', 'to'] as const;
const PAGE_SIZE = 25;

/** The list's columns, by their headings. */
const COLUMNS: CopyKey[] = ['staff.col.loanNumber', 'staff.col.name', 'staff.col.email', 'staff.col.state', 'staff.col.step', 'staff.col.status', 'staff.col.amount', 'staff.col.language', 'staff.col.created'];
/** The list's query from the page address, so a search can be bookmarked, shared and gone back to. */
function queryFrom(params: URLSearchParams): StaffListQuery {
  const q: StaffListQuery = {};
  for (const f of FILTERS) {
    const v = params.get(f);
    if (v) q[f] = v;
  }
  const sort = params.get('sort');
  if (sort && (SORT_KEYS as readonly string[]).includes(sort)) q.sort = sort as StaffSort;
  q.order = params.get('order') === 'asc' ? 'asc' : 'desc';
  q.page = Math.max(1, Number(params.get('page')) || 1);
  q.pageSize = PAGE_SIZE;
  return q;
}

/** Staff: their lender's applications, searched, filtered, sorted and paged by the server, with a CSV export. */
export default function StaffApplicationsPage() {
  const copy = useCopy();
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const list = useStaffApplications(query);
  const options = filterOptions(copy);
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');

  const go = (next: Partial<StaffListQuery>) => {
    const merged = { ...query, ...next };
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(merged)) if (v !== undefined && v !== '' && k !== 'pageSize' && !(k === 'page' && v === 1)) out.set(k, String(v));
    setParams(out);
  };
  const onFilter = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const next: Partial<StaffListQuery> = { page: 1 };
    for (const f of FILTERS) next[f] = String(form.get(f) ?? '').trim() || undefined;
    next.sort = (String(form.get('sort') ?? 'created') as StaffSort);
    next.order = form.get('order') === 'asc' ? 'asc' : 'desc';
    go(next);
  };
  const exportCsv = () => {
    setExporting('busy');
    const filters: StaffFilters = Object.fromEntries(FILTERS.map((f) => [f, query[f]]));
    downloadApplicationsCsv(filters, `applications-${new Date().toISOString().slice(0, 10)}.csv`).then(() => setExporting('idle'), () => setExporting('failed'));
  };

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section>
      <h1 className="page-title">{copy('staff.list.title')}</h1>
      <p className="page-intro">{copy('staff.list.intro')}</p>
      <form className="staff-filters" role="search" aria-label={copy('staff.filters.label')} onSubmit={onFilter} key={params.toString()}>
        <label>
          {copy('staff.filters.search')}
          <input type="search" name="q" defaultValue={query.q ?? ''} placeholder={copy('staff.filters.searchHint')} maxLength={100} />
        </label>
        <label>
          {copy('staff.filters.step')}
          <select name="step" defaultValue={query.step ?? ''}>
            <option value="">{copy('staff.filters.any')}</option>
            {options.steps.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
        </label>
        <label>
          {copy('staff.filters.status')}
          <select name="status" defaultValue={query.status ?? ''}>
            <option value="">{copy('staff.filters.any')}</option>
            {options.statuses.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
        </label>
        <LoanOfficerField value={query.loanOfficer} />
        <label>
          {copy('staff.filters.state')}
          <select name="state" defaultValue={query.state ?? ''}>
            <option value="">{copy('staff.filters.any')}</option>
            {Object.entries(US_STATES).map(([code, name]) => <option key={code} value={code}>{name}</option>)}
          </select>
        </label>
        <DateRangeFields from={query.from} to={query.to} />
        <label>
          {copy('staff.list.sortBy')}
          <select name="sort" defaultValue={query.sort ?? 'created'}>
            {SORT_KEYS.map((k) => <option key={k} value={k}>{copy(`staff.sort.${k}`)}</option>)}
          </select>
        </label>
        <label>
          {copy('staff.list.order')}
          <select name="order" defaultValue={query.order ?? 'desc'}>
            <option value="desc">{copy('staff.list.desc')}</option>
            <option value="asc">{copy('staff.list.asc')}</option>
          </select>
        </label>
        <FilterActions onClear={() => setParams(new URLSearchParams())} />
      </form>

      <div className="staff-toolbar">
        <p role="status">{data ? copy('staff.list.count', { total: data.total }) : ''}</p>
        <button type="button" className="button button--small" onClick={exportCsv} disabled={exporting === 'busy'}>
          {exporting === 'busy' ? copy('staff.list.exporting') : copy('staff.list.export')}
        </button>
      </div>
      {exporting === 'failed' ? <p role="alert">{copy('staff.loadFailed')}</p> : null}

      {list.isPending ? <StaffLoading /> : list.isError ? <StaffError error={list.error} onRetry={() => void list.refetch()} /> : data && data.items.length === 0 ? (
        <p>{copy('staff.list.none')}</p>
      ) : data ? (
        <>
          <div className="table-scroll" role="region" aria-label={copy('staff.list.title')} tabIndex={0}>
            <table className="data-table">
              <caption className="visually-hidden">
                {copy('staff.list.caption', { sort: copy(`staff.sort.${query.sort ?? 'created'}`), order: copy(`staff.list.${query.order ?? 'desc'}`) })}
              </caption>
              <thead>
                <tr>
                  {COLUMNS.map((c) => <th scope="col" className="text" key={c}>{copy(c)}</th>)}
                </tr>
              </thead>
              <tbody>
                {data.items.map((a) => (
                  <tr key={a.uuid}>
                    <th scope="row" className="text"><Link to={staffApplicationPath(a.uuid)}>{a.loanNumber}</Link></th>
                    <td className="text">{[a.borrower?.name?.firstName, a.borrower?.name?.lastName].filter(Boolean).join(' ')}</td>
                    <td className="text break-all">{a.borrower?.email ?? a.ownerEmail}</td>
                    <td className="text">{a.property?.address?.state ?? ''}</td>
                    <td className="text">{stepLabel(copy, a.state)}</td>
                    <td className="text">{statusLabel(copy, a.status)}</td>
                    <td>{typeof a.amount === 'number' ? formatMoney(a.amount, 0) : ''}</td>
                    <td className="text">{languageLabel(copy, a.language)}</td>
                    <td className="text">{dateOnly(a.auditFields.createdDate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="staff-pager" aria-label={copy('staff.list.page', { page: data.page, pages })}>
            <button type="button" className="button button--small" disabled={data.page <= 1} onClick={() => go({ page: data.page - 1 })}>{copy('staff.list.previous')}</button>
            <span>{copy('staff.list.page', { page: data.page, pages })}</span>
            <button type="button" className="button button--small" disabled={data.page >= pages} onClick={() => go({ page: data.page + 1 })}>{copy('staff.list.next')}</button>
          </nav>
        </>
      ) : null}
    </section>
  );
}
