import type { DocumentFolderTree } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { FOLDERS_KEY } from './keys';

export const listFolders = (signal?: AbortSignal) => apiGet<DocumentFolderTree>('/api/document-folders', { signal });

export const foldersQueryOptions = () =>
  queryOptions({ queryKey: FOLDERS_KEY, queryFn: ({ signal }) => listFolders(signal) });

/** Every folder the user may read, parents first. */
export function useFolders() {
  return useSuspenseQuery(foldersQueryOptions());
}
