import { z } from 'zod';

export const LEAVE_SETTINGS_TABS = ['types', 'locations', 'closures', 'calendar'] as const;
export type LeaveSettingsTab = (typeof LEAVE_SETTINGS_TABS)[number];

/**
 * The open tab and the year of closures and calendar, kept in the URL (`?tab=calendar&year=2027`) so the route
 * loader prefetches what the tab shows. Anything malformed is dropped.
 */
export const LeaveSettingsSearch = z.object({
  tab: z.enum(LEAVE_SETTINGS_TABS).optional().catch(undefined),
  year: z.coerce.number().int().min(1900).max(2999).optional().catch(undefined),
});
export type LeaveSettingsSearch = z.infer<typeof LeaveSettingsSearch>;
