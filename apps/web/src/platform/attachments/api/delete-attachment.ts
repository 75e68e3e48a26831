import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/platform/api-client';
import { ATTACHMENTS_KEY } from './keys';

export const deleteAttachment = (id: string) => apiDelete<null>(`/api/attachments/${id}`);

export function useDeleteAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttachment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ATTACHMENTS_KEY }),
  });
}
