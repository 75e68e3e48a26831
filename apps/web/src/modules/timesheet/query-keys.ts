import type { QueryKey } from '@tanstack/react-query';

/**
 * The first key of every query of each timesheet area that another area changes, in one place: a decision on the
 * dashboard refreshes the weeks and the requests without importing them (DESIGN.md §4.6: mutations invalidate by
 * query keys).
 */
export const TIMESHEET_KEYS = {
  week: ['timesheet', 'week'],
  dashboard: ['timesheet', 'dashboard'],
  requests: ['timesheet', 'requests'],
} as const satisfies Record<string, QueryKey>;
