import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SERVICE } from '../lib/service-paths';
import type { StaffActionBody, StaffActionId } from '../product/decisions';
import type { DocumentView, RightToCancel } from '../contracts/documents';
import type { QueueItem, StaffActions, WorkQueue } from '../contracts/staff';
import { api } from './client';

export type { QueueItem, StaffActions, WorkQueue };
import { downloadPdf } from './documents';
import { staffKeys } from './staff';

/** The applicant's letters and right to cancel. */
export const decisionKeys = {
  letters: (uuid: string) => ['letters', uuid] as const,
  rightToCancel: (uuid: string) => ['right-to-cancel', uuid] as const,
};

const STAFF = `${SERVICE.application}/api/v1/staff`;
const APP = `${SERVICE.application}/api/v1/application/heloc`;

export interface StaffActionInput {
  action: StaffActionId;
  /** The step the staff member saw: the server refuses the action once the application moved on. */
  expectedState: string;
  /** The action's form answers. */
  body: StaffActionBody;
}

export type Letter = DocumentView;

/** The actions the flow allows on the application now, with the caller's permission for each. */
export const useStaffActions = (uuid: string) =>
  useQuery({ queryKey: staffKeys.actions(uuid), queryFn: () => api.get<StaffActions>(`${STAFF}/applications/${uuid}/actions`) });

/** Sends one staff action; the application, its records, actions and the lists are read again after. */
export function useStaffAction(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, expectedState, body }: StaffActionInput) =>
      api.post(`${STAFF}/applications/${uuid}/actions/${action}?expectedState=${encodeURIComponent(expectedState)}`, body),
    onSettled: () => Promise.all([
      client.invalidateQueries({ queryKey: staffKeys.application(uuid) }),
      client.invalidateQueries({ queryKey: staffKeys.records(uuid) }),
      client.invalidateQueries({ queryKey: staffKeys.actions(uuid) }),
      client.invalidateQueries({ queryKey: staffKeys.applications }),
      client.invalidateQueries({ queryKey: staffKeys.queue }),
    ]),
  });
}

export const useWorkQueue = () => useQuery({ queryKey: staffKeys.queue, queryFn: () => api.get<WorkQueue>(`${STAFF}/queue`), refetchInterval: 60_000 });

/** The lender's letters to the applicant (a notice of action taken, a cancellation confirmation). */
export const useLetters = (uuid: string, enabled = true) =>
  useQuery({ queryKey: decisionKeys.letters(uuid), queryFn: () => api.get<Letter[]>(`${APP}/${uuid}/letters`), enabled });

export const downloadLetter = (applicationUuid: string, l: Letter): Promise<void> => downloadPdf(`${APP}/${applicationUuid}/letters/${l.uuid}/pdf`, l.filename);

/** Whether the caller may use the right to cancel now, and its last day. */
export const useRightToCancel = (uuid: string, enabled = true) =>
  useQuery({ queryKey: decisionKeys.rightToCancel(uuid), queryFn: () => api.get<RightToCancel>(`${APP}/${uuid}/right-to-cancel`), enabled });

/** Cancels under the right to cancel; everything about the application is read again after. */
export function useCancelApplication(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`${APP}/${uuid}/cancel`, { confirm: true }),
    onSettled: () => client.invalidateQueries(),
  });
}
