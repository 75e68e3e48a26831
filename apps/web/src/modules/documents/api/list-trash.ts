import type { DocumentTrashList } from '@portale/shared';
import { keepPreviousData, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '@/platform/api-client';
import { TRASH_KEY } from './keys';

export const listTrash = (page: number, signal?: AbortSignal) =>
  apiGet<z.infer<typeof DocumentTrashList>>(`/api/documents/trash?page=${page}&per_page=25`, { signal });

export const trashQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...TRASH_KEY, page],
    queryFn: ({ signal }) => listTrash(page, signal),
    placeholderData: keepPreviousData,
  });

/** The documents in the trash that the user may restore. */
export function useTrash(page: number) {
  return useSuspenseQuery(trashQueryOptions(page));
}
