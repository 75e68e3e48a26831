/** Every query of the analytics page starts with this key. */
export const ANALYTICS_KEY = ['timesheet', 'analytics'] as const;
