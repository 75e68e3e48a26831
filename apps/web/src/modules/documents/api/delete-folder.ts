import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/platform/api-client';
import { DOCUMENTS_KEY } from './keys';

export const deleteFolder = (id: string) => apiDelete<null>(`/api/document-folders/${id}`);

/** `DELETE /api/document-folders/:id`: only an empty folder; the server says why otherwise. */
export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
}
