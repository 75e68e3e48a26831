import type { HoursPreview, HoursPreviewQuery } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { queryString } from '../../query-keys';
import { API, PRE_INVOICES_KEY } from './keys';

/** What `from-hours` would bill for the project and period, without writing anything. */
export const hoursPreview = (query: HoursPreviewQuery, signal?: AbortSignal) =>
  apiGet<HoursPreview>(`${API}/hours-preview${queryString(query)}`, { signal });

export const hoursPreviewQueryOptions = (query: HoursPreviewQuery) =>
  queryOptions({
    queryKey: [...PRE_INVOICES_KEY, 'hours-preview', query],
    queryFn: ({ signal }) => hoursPreview(query, signal),
  });

/** Live while the period is typed; null query (incomplete period) asks nothing. */
export function useHoursPreview(query: HoursPreviewQuery | null) {
  return useQuery({
    ...hoursPreviewQueryOptions(query ?? { project_id: '', period_from: '', period_to: '' }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
