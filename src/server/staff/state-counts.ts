import type { StateCounts } from '../../contracts/studio-flow';
import type { Queryable } from '../db';
import { whereClause, type ListFilters } from './list-query';

/**
 * Per flow state, for one lender's applications started in the period: how many reached the state
 * (entered it at least once, by the application event log) and how many are at it now (stopped there).
 */
export async function stateCounts(db: Queryable, orgCode: string, filters: Pick<ListFilters, 'from' | 'to'>): Promise<StateCounts> {
  const where = whereClause(orgCode, filters);
  const [reached, stopped, total] = await Promise.all([
    db.query<{ state: string; n: string | number }>(
      `select e.to_state as state, count(distinct e.application_uuid) as n
       from application_event e join application a on a.uuid = e.application_uuid
       where e.kind = 'move' and ${where.sql} group by e.to_state`,
      where.params,
    ),
    db.query<{ state: string; n: string | number }>(`select a.state, count(*) as n from application a where ${where.sql} group by a.state`, where.params),
    db.query<{ n: string | number }>(`select count(*) as n from application a where ${where.sql}`, where.params),
  ]);
  const byState = new Map<string, { reached: number; stopped: number }>();
  const at = (s: string) => byState.get(s) ?? byState.set(s, { reached: 0, stopped: 0 }).get(s)!;
  for (const r of reached) at(r.state).reached = Number(r.n);
  // an application at a state has reached it, even one made there (no move event into its first state)
  for (const r of stopped) {
    const c = at(r.state);
    c.stopped = Number(r.n);
    c.reached = Math.max(c.reached, c.stopped);
  }
  return {
    orgCode,
    applications: Number(total[0]?.n ?? 0),
    states: [...byState].map(([state, c]) => ({ state, ...c })).sort((a, b) => a.state.localeCompare(b.state)),
  };
}
