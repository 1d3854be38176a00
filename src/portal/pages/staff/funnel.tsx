import { useQuery } from '@tanstack/react-query';
import { ServiceError } from '../../../api/errors';
import { fetchFunnel } from '../../../api/telemetry';
import { useCopy } from '../../org-context';

/** Staff funnel: how many applications reached each flow state, one column per org. */
export default function FunnelPage() {
  const copy = useCopy();
  const funnel = useQuery({ queryKey: ['staff-funnel'], queryFn: fetchFunnel, refetchInterval: 60_000 });

  if (funnel.isPending) return <p role="status">{copy('app.loading')}…</p>;
  if (funnel.isError) {
    const status = funnel.error instanceof ServiceError ? funnel.error.status : 0;
    return (
      <section>
        <h1 className="page-title">{copy('staff.funnel.title')}</h1>
        <p role="alert">
          {status === 401 ? copy('staff.signIn') : status === 403 ? copy('staff.forbidden') : funnel.error.message}
        </p>
      </section>
    );
  }
  const { states, orgs } = funnel.data;
  return (
    <section>
      <h1 className="page-title">{copy('staff.funnel.title')}</h1>
      <p className="page-intro">{copy('staff.funnel.intro')}</p>
      <div className="table-scroll" role="region" aria-label={copy('staff.funnel.title')} tabIndex={0}>
        <table className="data-table">
          <caption className="visually-hidden">{copy('staff.funnel.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{copy('staff.funnel.state')}</th>
              {orgs.map((o) => <th scope="col" key={o.orgCode}>{o.orgBrand}</th>)}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{copy('staff.funnel.applications')}</th>
              {orgs.map((o) => <td key={o.orgCode}>{o.applications}</td>)}
            </tr>
            {states.map((state) => (
              <tr key={state}>
                <th scope="row"><code>{state}</code></th>
                {orgs.map((o) => <td key={o.orgCode}>{o.reached[state] ?? 0}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
