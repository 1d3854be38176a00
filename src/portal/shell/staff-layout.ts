import { useRouteMatches } from './route-matches';

/**
 * Routes that declare `handle: STAFF_LAYOUT` are framed by the staff area's own layout (src/portal/shell/staff-frame.tsx,
 * loaded with the staff pages), not the customer shell.
 */
export const STAFF_LAYOUT = { layout: 'staff' } as const;

export function useStaffLayout(): boolean {
  return useRouteMatches().some((m) => (m.route.handle as { layout?: string } | undefined)?.layout === STAFF_LAYOUT.layout);
}
