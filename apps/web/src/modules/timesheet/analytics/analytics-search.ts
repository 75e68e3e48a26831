import { ANALYTICS_REPORTS } from '@portale/shared';
import { z } from 'zod';

export const PERIOD_PRESETS = ['mese', 'trimestre', 'anno', 'personalizzato'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const isoDate = z.iso.date();

/**
 * The page's state in the URL (`?tab=budget&preset=trimestre&client=Acme`), so a report can be bookmarked and
 * shared. Anything malformed is dropped, never an error page.
 */
export const AnalyticsSearch = z.object({
  tab: z.enum(ANALYTICS_REPORTS).optional().catch(undefined),
  preset: z.enum(PERIOD_PRESETS).optional().catch(undefined),
  from: isoDate.optional().catch(undefined),
  to: isoDate.optional().catch(undefined),
  project_id: z.uuid().optional().catch(undefined),
  user_id: z.uuid().optional().catch(undefined),
  client: z.string().max(200).optional().catch(undefined),
  billable: z.enum(['true', 'false']).optional().catch(undefined),
});
export type AnalyticsSearch = z.infer<typeof AnalyticsSearch>;
