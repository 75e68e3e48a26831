import type { DocumentFolder, DocumentFolderCreate, DocumentFolderUpdate } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch, apiPost } from '@/platform/api-client';
import { DOCUMENTS_KEY } from './keys';

export const createFolder = (body: DocumentFolderCreate) => apiPost<DocumentFolder>('/api/document-folders', body);
export const updateFolder = (id: string, body: DocumentFolderUpdate) =>
  apiPatch<DocumentFolder>(`/api/document-folders/${id}`, body);

type Variables = { id: null; body: DocumentFolderCreate } | { id: string; body: DocumentFolderUpdate };

/** Create (`POST`) or rename/move (`PATCH`) a folder; the tree and the lists follow. */
export function useSaveFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) =>
      variables.id === null ? createFolder(variables.body) : updateFolder(variables.id, variables.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
}
