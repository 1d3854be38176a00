import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SERVICE } from '../lib/service-paths';
import type { NotificationCta, NotificationView } from '../contracts/portal';
import { api } from './client';

export type { NotificationCta };
export type Notification = NotificationView;

export const NOTIFICATIONS_PATH = `${SERVICE.profile}/api/v1/notifications`;
/** Spec: unread items first, at most 8 in the menu, 3 until "View All". */
export const MENU_MAX = 8;
export const MENU_COLLAPSED = 3;
const key = ['notifications'] as const;

/** What the menu lists: unread first (newest first within each group), capped at 8. */
export function menuItems(all: Notification[]): Notification[] {
  return [...all]
    .sort((a, b) => (a.status === 'UNREAD' ? 0 : 1) - (b.status === 'UNREAD' ? 0 : 1) || b.created.localeCompare(a.created))
    .slice(0, MENU_MAX);
}

/** Spec: a redirect path is honoured only if it starts with a slash followed by a lowercase letter. */
export const isSafeRedirect = (path: string): boolean => /^\/[a-z]/.test(path);

export function useNotifications(enabled: boolean) {
  return useQuery({ queryKey: key, queryFn: () => api.get<Notification[]>(NOTIFICATIONS_PATH), enabled, staleTime: 60_000, refetchInterval: enabled ? 60_000 : false });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => api.put<Notification>(`${NOTIFICATIONS_PATH}/${uuid}/read`, {}),
    onSuccess: (updated) => {
      client.setQueryData<Notification[]>(key, (old) => old?.map((n) => (n.uuid === updated.uuid ? updated : n)));
      void client.invalidateQueries({ queryKey: key });
    },
  });
}
