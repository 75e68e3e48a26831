import type { DocumentBulkAction } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { DOCUMENTS_KEY } from './keys';

export const bulkAction = (body: DocumentBulkAction) => apiPost<{ updated: number }>('/api/documents/bulk', body);

/** `POST /api/documents/bulk`: move or tag many documents at once, all or nothing. */
export function useBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
}
