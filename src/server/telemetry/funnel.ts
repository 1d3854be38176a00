import type { Queryable } from '../db';

export interface Funnel {
  /** Flow states in the flow file's order, then any other state an application reached. */
  states: string[];
  orgs: { orgCode: string; orgBrand: string; applications: number; reached: Record<string, number> }[];
}

/** How many applications of the given orgs (and of no other) reached each flow state, from the state-change log. */
export async function funnel(db: Queryable, flowStates: string[], orgs: { orgCode: string; orgBrand: string }[]): Promise<Funnel> {
  const codes = orgs.map((o) => o.orgCode);
  const rows = await db.query<{ org_code: string; to_state: string; n: number | string }>(
    `select a.org_code, e.to_state, count(distinct e.application_uuid) as n
     from application_event e join application a on a.uuid = e.application_uuid
     where a.org_code = any($1)
     group by a.org_code, e.to_state`,
    [codes],
  );
  const totals = await db.query<{ org_code: string; n: number | string }>('select org_code, count(*) as n from application where org_code = any($1) group by org_code', [codes]);
  const states = [...flowStates];
  for (const row of rows) if (!states.includes(row.to_state)) states.push(row.to_state);
  const known = new Map(orgs.map((o) => [o.orgCode, o.orgBrand]));
  return {
    states,
    orgs: [...known].map(([orgCode, orgBrand]) => ({
      orgCode,
      orgBrand,
      applications: Number(totals.find((t) => t.org_code === orgCode)?.n ?? 0),
      reached: Object.fromEntries(rows.filter((r) => r.org_code === orgCode).map((r) => [r.to_state, Number(r.n)])),
    })),
  };
}
