import { type ANALYTICS_REPORTS, isValidIsoDate } from '@portale/shared';
import { oneOf, type SearchParams, searchParams, unionValues, uuid } from '@/platform/search-params';

export const PERIOD_PRESETS = ['mese', 'trimestre', 'anno', 'personalizzato'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const REPORTS = unionValues<(typeof ANALYTICS_REPORTS)[number]>()([
  'project',
  'person',
  'client',
  'month',
  'utilisation',
  'budget',
]);
const isoDate = (value: unknown) => (typeof value === 'string' && isValidIsoDate(value) ? value : undefined);

/**
 * The page's state in the URL (`?tab=budget&preset=trimestre&client_id=…`), so a report can be bookmarked and
 * shared. Anything malformed is dropped, never an error page.
 */
export const AnalyticsSearch = searchParams({
  tab: oneOf(REPORTS),
  preset: oneOf(PERIOD_PRESETS),
  from: isoDate,
  to: isoDate,
  project_id: uuid,
  user_id: uuid,
  /** A client company's id, or 'none' for the hours of projects without a client. */
  client_id: (value) => (value === 'none' ? ('none' as const) : uuid(value)),
  billable: oneOf(['true', 'false']),
});
export type AnalyticsSearch = SearchParams<typeof AnalyticsSearch>;
