import { useQuery } from '@tanstack/react-query';
import { SERVICE } from '../lib/service-paths';
import type { WeekHours } from '../contracts/hours';
import { api } from './client';

export type Department = 'OPS_PHONE' | 'OPS_CHAT';

export const hoursPath = (department: Department) => `${SERVICE.operatingHours}/external/api/v1/hours/${department}`;

export function fetchHours(orgCode: string, department: Department): Promise<WeekHours> {
  return api.get<WeekHours>(hoursPath(department), { query: { display: true }, headers: { 'x-org': orgCode } });
}

/** A department's weekly hours (Pacific time) for the org; they change rarely, so kept 10 minutes. */
export function useOperatingHours(orgCode: string, department: Department = 'OPS_PHONE') {
  return useQuery({
    queryKey: ['operating-hours', orgCode, department],
    queryFn: () => fetchHours(orgCode, department),
    staleTime: 10 * 60_000,
  });
}
