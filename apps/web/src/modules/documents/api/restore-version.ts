import type { DocumentDetail } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { DOCUMENTS_KEY, documentKey } from './keys';

export const restoreVersion = (id: string, version: number) =>
  apiPost<DocumentDetail>(`/api/documents/${id}/versions/${version}/restore`);

/** Makes an old version current again as a new version (the history keeps both). */
export function useRestoreVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) => restoreVersion(id, version),
    onSuccess: (document) => {
      queryClient.setQueryData(documentKey(document.id), document);
      return queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
    },
  });
}
