import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useStaffFunnel } from '../../../api/staff';
import { funnelStepLabelKey, type FunnelStepId } from '../../../product/progress';
import { useCopy } from '../../org-context';
import { DateRangeFields, FilterActions, LoanOfficerField } from './filter-fields';
import { duration } from './labels';
import { StaffError, StaffLoading } from './staff-error';

const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 1000) / 10}%`);

/** Staff funnel: how many of the lender's applications reached each step, conversion, drop-off and time in step. */
export default function FunnelPage() {
  const copy = useCopy();
  const [params, setParams] = useSearchParams();
  const filters = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined, loanOfficer: params.get('loanOfficer') ?? undefined };
  const funnel = useStaffFunnel(filters);

  const onFilter = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const out = new URLSearchParams();
    for (const k of ['from', 'to', 'loanOfficer']) {
      const v = String(form.get(k) ?? '');
      if (v) out.set(k, v);
    }
    setParams(out);
  };

  return (
    <section>
      <h1 className="page-title">{copy('staff.funnel.title')}</h1>
      <p className="page-intro">{copy('staff.funnel.intro')}</p>
      <form className="staff-filters" aria-label={copy('staff.filters.label')} onSubmit={onFilter} key={params.toString()}>
        <DateRangeFields from={filters.from} to={filters.to} />
        <LoanOfficerField value={filters.loanOfficer} />
        <FilterActions onClear={() => setParams(new URLSearchParams())} />
      </form>
      {funnel.isPending ? <StaffLoading /> : funnel.isError ? <StaffError error={funnel.error} onRetry={() => void funnel.refetch()} /> : (
        <>
          {funnel.data.applications === 0 ? <p>{copy('staff.funnel.none')}</p> : null}
          <div className="table-scroll" role="region" aria-label={copy('staff.funnel.title')} tabIndex={0}>
            <table className="data-table">
              <caption className="visually-hidden">{copy('staff.funnel.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{copy('staff.funnel.step')}</th>
                  <th scope="col">{copy('staff.funnel.reached')}</th>
                  <th scope="col">{copy('staff.funnel.conversion')}</th>
                  <th scope="col">{copy('staff.funnel.dropOff')}</th>
                  <th scope="col">{copy('staff.funnel.median')}</th>
                </tr>
              </thead>
              <tbody>
                {funnel.data.steps.map((s) => (
                  <tr key={s.id}>
                    <th scope="row">{copy(funnelStepLabelKey(s.id as FunnelStepId))}</th>
                    <td>{s.reached}</td>
                    <td>{percent(s.conversion)}</td>
                    <td>{s.id === 'started' ? '–' : s.dropOff}</td>
                    <td>{duration(s.medianMinutes)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>{copy('staff.funnel.declinedCount', { count: funnel.data.declined })}</p>
        </>
      )}
    </section>
  );
}
