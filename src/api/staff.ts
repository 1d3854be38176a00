import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SERVICE } from '../lib/service-paths';
import type { StaffView } from '../contracts/role-views';
import type { Funnel, StaffFilters, StaffLender, StaffListQuery, StaffPage, StaffRecords, StaffDocument } from '../contracts/staff';

export { SORT_KEYS } from '../contracts/staff';
export type { Funnel, HistoryEntry, StaffDocument, StaffFilters, StaffListQuery, StaffRecords, StaffSort } from '../contracts/staff';
import { api, buildUrl, setStaffLender } from './client';
import { downloadFile } from './documents';

/** The operations console's calls: a lender's staff and their own lender's applications only. */
const STAFF = `${SERVICE.application}/api/v1/staff`;
const CONDITIONS = `${SERVICE.conditions}/api/v1/applications`;
export const FUNNEL_PATH = `${STAFF}/funnel`;
export const STAFF_CONDITION_FORM = 'forms/staff-condition';

const LENDER_KEY = 'staff-lender';
// the lender platform staff chose stays chosen for this tab's session
if (typeof sessionStorage !== 'undefined') setStaffLender(sessionStorage.getItem(LENDER_KEY) ?? undefined);

/** Platform staff: work for another lender from now on (this tab). */
export function chooseStaffLender(orgCode: string): void {
  setStaffLender(orgCode);
  sessionStorage.setItem(LENDER_KEY, orgCode);
}

/** Only the filters set, as query parameters. */
const queryOf = (q: object): Record<string, string> =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));

export const fetchFunnel = (filters: Pick<StaffFilters, 'loanOfficer' | 'from' | 'to'> = {}): Promise<Funnel> =>
  api.get<Funnel>(FUNNEL_PATH, { query: queryOf(filters) });

export const useStaffFunnel = (filters: Pick<StaffFilters, 'loanOfficer' | 'from' | 'to'>) =>
  useQuery({ queryKey: staffKeys.funnel(filters), queryFn: () => fetchFunnel(filters), refetchInterval: 60_000, placeholderData: keepPreviousData });

export const useStaffLender = () => useQuery({ queryKey: staffKeys.lender, queryFn: () => api.get<StaffLender>(`${STAFF}/lender`), staleTime: 10 * 60_000 });

export const useStaffApplications = (q: StaffListQuery) =>
  useQuery({ queryKey: staffKeys.list(q), queryFn: () => api.get<StaffPage>(`${STAFF}/applications`, { query: queryOf(q) }), placeholderData: keepPreviousData });

export const useStaffApplication = (uuid: string) =>
  useQuery({ queryKey: staffKeys.application(uuid), queryFn: () => api.get<StaffView>(`${STAFF}/applications/${uuid}`) });

export const useStaffRecords = (uuid: string) =>
  useQuery({ queryKey: staffKeys.records(uuid), queryFn: () => api.get<StaffRecords>(`${STAFF}/applications/${uuid}/records`) });

/** Saves the list's CSV export (every matching application, not just the page shown). */
export const downloadApplicationsCsv = (filters: StaffFilters, filename: string): Promise<void> =>
  downloadFile(buildUrl(`${STAFF}/applications/export.csv`, queryOf(filters)), filename, 'text/csv');

export const downloadStaffDocument = (applicationUuid: string, d: StaffDocument): Promise<void> =>
  downloadFile(`${STAFF}/applications/${applicationUuid}/documents/${d.uuid}/file`, d.filename, d.contentType);

import type { NewCondition, StaffCondition } from '../contracts/condition';

/** The staff console's query keys: one factory for its reads and the actions that refresh them. */
export const staffKeys = {
  lender: ['staff-lender'] as const,
  applications: ['staff-applications'] as const,
  list: (q: StaffListQuery) => ['staff-applications', q] as const,
  application: (uuid: string) => ['staff-application', uuid] as const,
  records: (uuid: string) => ['staff-records', uuid] as const,
  actions: (uuid: string) => ['staff-actions', uuid] as const,
  queue: ['staff-queue'] as const,
  funnel: (filters: StaffFilters) => ['staff-funnel', filters] as const,
};
export type { NewCondition, StaffCondition };

/** Raising, reviewing and clearing conditions; each refreshes the application and its records. */
export function useConditionActions(applicationUuid: string) {
  const client = useQueryClient();
  const refresh = () => Promise.all([
    client.invalidateQueries({ queryKey: staffKeys.application(applicationUuid) }),
    client.invalidateQueries({ queryKey: staffKeys.records(applicationUuid) }),
    client.invalidateQueries({ queryKey: staffKeys.applications }),
  ]);
  const raise = useMutation({ mutationFn: (c: NewCondition) => api.post(`${CONDITIONS}/${applicationUuid}/conditions`, c), onSuccess: refresh });
  const act = useMutation({
    mutationFn: ({ uuid, action }: { uuid: string; action: 'review' | 'clear' }) => api.post(`${CONDITIONS}/${applicationUuid}/conditions/${uuid}/${action}`),
    onSuccess: refresh,
  });
  return { raise, act };
}
