import { useQuery } from '@tanstack/react-query';
import { SERVICE } from '../lib/service-paths';
import { api } from './client';
import { FRESH, type ApplicationRecord, type SignerRecord } from './application';

import type { Condition } from '../contracts/condition';
export type { Condition };

/** Spec: conditions refetch every 60 seconds. */
export const CONDITIONS_REFETCH_MS = 60_000;

const base = (uuid: string) => `${SERVICE.conditions}/external/api/v1/applications/${uuid}/conditions`;

export const conditionsKey = (uuid: string) => ['conditions', uuid] as const;

export function useConditions(uuid: string) {
  return useQuery({
    queryKey: conditionsKey(uuid),
    queryFn: () => api.get<Condition[]>(`${base(uuid)}/external-applicants`),
    refetchInterval: CONDITIONS_REFETCH_MS,
    ...FRESH,
  });
}

export const satisfyCondition = (uuid: string, conditionUuid: string, body: unknown) =>
  api.post<ApplicationRecord | SignerRecord>(`${base(uuid)}/${conditionUuid}/satisfy`, body);
