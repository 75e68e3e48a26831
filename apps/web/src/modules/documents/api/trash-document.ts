import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/platform/api-client';
import { DOCUMENTS_KEY } from './keys';

export const trashDocument = (id: string) => apiDelete<null>(`/api/documents/${id}`);

/** `DELETE /api/documents/:id`: to the trash, restorable for 30 days. */
export function useTrashDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: trashDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
}
