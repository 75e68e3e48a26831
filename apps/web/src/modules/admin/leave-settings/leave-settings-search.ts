import { int, oneOf, type SearchParams, searchParams } from '@/platform/search-params';

export const LEAVE_SETTINGS_TABS = ['types', 'locations', 'closures', 'calendar'] as const;
export type LeaveSettingsTab = (typeof LEAVE_SETTINGS_TABS)[number];

/**
 * The open tab and the year of closures and calendar, kept in the URL (`?tab=calendar&year=2027`) so the route
 * loader prefetches what the tab shows. Anything malformed is dropped.
 */
export const LeaveSettingsSearch = searchParams({ tab: oneOf(LEAVE_SETTINGS_TABS), year: int(1900, 2999) });
export type LeaveSettingsSearch = SearchParams<typeof LeaveSettingsSearch>;
