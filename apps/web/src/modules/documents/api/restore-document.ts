import type { DocumentDetail } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { DOCUMENTS_KEY } from './keys';

export const restoreDocument = (id: string) => apiPost<DocumentDetail>(`/api/documents/${id}/restore`);

/** `POST /api/documents/:id/restore`: out of the trash. */
export function useRestoreDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
}
