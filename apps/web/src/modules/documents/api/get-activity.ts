import type { DocumentActivityList } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { activityKey } from './keys';

export const ACTIVITY_PAGE_SIZE = 20;

export const getActivity = (id: string, page: number, signal?: AbortSignal) =>
  apiGet<DocumentActivityList>(`/api/documents/${id}/activity?page=${page}&per_page=${ACTIVITY_PAGE_SIZE}`, {
    signal,
  });

export const activityQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: [...activityKey(id), page],
    queryFn: ({ signal }) => getActivity(id, page, signal),
    placeholderData: keepPreviousData,
  });

/** What happened to a document, newest first, from the audit log; loaded when its tab is opened. */
export function useDocumentActivity(id: string, page: number) {
  return useQuery(activityQueryOptions(id, page));
}
