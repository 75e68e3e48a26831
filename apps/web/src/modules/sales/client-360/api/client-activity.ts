import type { ClientActivity } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { client360Key } from './keys';

export const ACTIVITY_PER_PAGE = 20;

export const getClientActivity = (id: string, page: number, signal?: AbortSignal) =>
  apiGet<ClientActivity>(`/api/crm/clients/${id}/activity?page=${page}&per_page=${ACTIVITY_PER_PAGE}`, { signal });

export const clientActivityQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: [...client360Key(id, 'activity'), page],
    queryFn: ({ signal }) => getClientActivity(id, page, signal),
  });

/** One page of the timeline; the previous page stays on screen while the next loads. */
export function useClientActivity(id: string, page: number) {
  return useQuery({ ...clientActivityQueryOptions(id, page), placeholderData: keepPreviousData });
}
