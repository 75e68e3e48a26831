import type { LeaveRequestPreview, LeaveRequestPreviewQuery } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { REQUESTS_KEY } from './keys';

export function previewRequest(query: LeaveRequestPreviewQuery, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, String(value));
  return apiGet<LeaveRequestPreview>(`/api/timesheet/requests/preview?${params}`, { signal });
}

export const previewQueryOptions = (query: LeaveRequestPreviewQuery) =>
  queryOptions({
    queryKey: [...REQUESTS_KEY, 'preview', query],
    queryFn: ({ signal }) => previewRequest(query, signal),
    retry: false,
  });

/** The live computation of the form: runs once the input is complete (`query` not null). */
export function usePreview(query: LeaveRequestPreviewQuery | null) {
  return useQuery({
    ...previewQueryOptions(query ?? ({} as LeaveRequestPreviewQuery)),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
