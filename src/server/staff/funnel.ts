import type { FlowFile } from '../../engine/types';
import type { Funnel, FunnelStep } from '../../contracts/staff';
import { FUNNEL_STEPS, funnelStepOf, type FunnelStepId } from '../../product/progress';
import type { Queryable } from '../db';
import { whereClause, type ListFilters } from './list-query';

/**
 * One lender's funnel over the progress steps of the flow (the sidebar's steps, then funded), from
 * the application event log: how many applications started in the range reached each step, the
 * conversion and drop-off from the step before, and the median time spent in each.
 */
export async function funnel(db: Queryable, flow: FlowFile, org: { orgCode: string; orgBrand: string }, filters: ListFilters): Promise<Funnel> {
  const states = Object.keys(flow.states);
  const stepIndex = states.map((s) => FUNNEL_STEPS.indexOf(funnelStepOf(flow, s) ?? ('' as FunnelStepId)));
  const where = whereClause(org.orgCode, filters);
  const n = where.params.length;
  const params = [...where.params, states, stepIndex];
  const events = `with m as (select * from unnest($${n + 1}::text[], $${n + 2}::int[]) as m(state, step_index)),
     apps as (select a.uuid from application a where ${where.sql}),
     ev as (
       select e.application_uuid, m.step_index, e.created_at from application_event e
       join apps on apps.uuid = e.application_uuid join m on m.state = e.to_state
       where e.kind = 'move' and m.step_index >= 0)`;
  // time in a step: from entering it to first entering another
  const medians = await db.query<{ step_index: number; median_seconds: string | number | null }>(
    `${events},
     firsts as (select application_uuid, step_index, min(created_at) as entered from ev group by application_uuid, step_index),
     spans as (
       select f.step_index, extract(epoch from (
         select min(x.created_at) from ev x where x.application_uuid = f.application_uuid and x.created_at > f.entered and x.step_index <> f.step_index
       ) - f.entered) as spent
       from firsts f)
     select step_index, percentile_cont(0.5) within group (order by spent) as median_seconds
     from spans where spent is not null group by step_index`,
    params,
  );
  // an application that reached a step has passed the ones before it (one made mid-way included)
  const furthest = await db.query<{ top: number | null; declined: boolean; n: string | number }>(
    `${events}
     select top, declined, count(*) as n from (
       select application_uuid, max(step_index) filter (where step_index <> $${n + 3}) as top, bool_or(step_index = $${n + 3}) as declined
       from ev group by application_uuid) t
     group by top, declined`,
    [...params, FUNNEL_STEPS.indexOf('declined')],
  );
  const [total] = await db.query<{ n: string | number }>(`select count(*) as n from application a where ${where.sql}`, where.params);
  const applications = Number(total?.n ?? 0);
  const medianOf = new Map(medians.map((r) => [Number(r.step_index), r.median_seconds]));
  let before: number | null = null;
  const steps = FUNNEL_STEPS.filter((id) => id !== 'declined').map((id): FunnelStep => {
    const index = FUNNEL_STEPS.indexOf(id);
    const reached = id === 'started' ? applications : furthest.reduce((sum, r) => sum + (r.top !== null && Number(r.top) >= index ? Number(r.n) : 0), 0);
    const seconds = medianOf.get(index);
    const step: FunnelStep = {
      id, reached, conversion: before ? reached / before : null, dropOff: before === null ? 0 : Math.max(0, before - reached),
      medianMinutes: seconds === null || seconds === undefined || id === 'funded' ? null : Math.round(Number(seconds) / 60),
    };
    before = reached;
    return step;
  });
  const declined = furthest.reduce((sum, r) => sum + (r.declined ? Number(r.n) : 0), 0);
  return { ...org, applications, steps, declined };
}
